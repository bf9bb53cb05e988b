// The seven collaboration options: available ones in teal with their description, unavailable ones in grey saying
// only that they are not offered (a stored "we do this" text would contradict the grey badge).
import type { CollaborationOption } from 'shared-api';
import styled from 'styled-components';
import { OptionTile, StackList, visuallyHidden } from 'shared-ui';

const Hidden = styled.span`${visuallyHidden}`;

const Item = styled(OptionTile)`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  p { margin: ${({ theme }) => theme.space[1]} 0 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const OptionBadge = styled.span<{ $available: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $available }) => ($available ? theme.colors.onPrimary : theme.colors.grey[700])};
  background: ${({ theme, $available }) => ($available ? theme.colors.primary : theme.colors.grey[200])};
`;

export const NOT_OFFERED = 'Not offered by this channel right now.';

export function CollaborationOptions({ options }: { options: readonly CollaborationOption[] }) {
  return (
    <StackList $columns={2} aria-label="Collaboration options">
      {options.map((o) => (
        <Item key={o.key} $on={o.available} $offGround="surfaceMuted" data-available={o.available}>
          <OptionBadge $available={o.available}>
            <span aria-hidden="true">{o.available ? '✓' : '–'}</span>
            {o.label}
          </OptionBadge>
          <Hidden> — {o.available ? 'available' : 'not available'}</Hidden>
          <p>{o.available ? o.description : NOT_OFFERED}</p>
        </Item>
      ))}
    </StackList>
  );
}
