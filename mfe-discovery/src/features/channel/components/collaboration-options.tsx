// The seven collaboration options: available ones in teal, unavailable ones in grey, each with its description.
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
          <p>{o.description}</p>
        </Item>
      ))}
    </StackList>
  );
}
