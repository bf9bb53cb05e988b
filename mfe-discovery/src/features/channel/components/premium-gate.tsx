// What a member without premium sees instead of options or reviews: a blurred, disabled placeholder (no real
// data reaches the browser), the spec's text and the upgrade button.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from 'shared-ui';
import { PREMIUM_ONLY_TEXT, UPGRADE_TO_PREMIUM } from '../rules/channel-page-texts';

const Locked = styled.div`
  position: relative;
  min-height: 260px;
  > [data-blurred] { filter: blur(5px); pointer-events: none; user-select: none; opacity: 0.8; }
`;

const Notice = styled(Card)`
  position: absolute;
  inset: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]} auto;
  max-width: 28rem;
  margin: 0 auto;
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  p { margin: 0 0 ${({ theme }) => theme.space[3]}; }
`;

const UpgradeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.primaryHover}; color: ${({ theme }) => theme.colors.onPrimary}; }
`;

const Placeholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr 1fr; }
  > div { height: 64px; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.teal[100]}; }
  > div:nth-child(3n) { background: ${({ theme }) => theme.colors.grey[200]}; }
`;

export function PremiumGate({ counts, upgradeTo, children }: { counts: string; upgradeTo: string; children?: ReactNode }) {
  return (
    <Locked>
      <div data-blurred aria-hidden="true" inert>
        {children ?? <Placeholder>{Array.from({ length: 6 }, (_, i) => <div key={i} />)}</Placeholder>}
      </div>
      <Notice role="region" aria-label="Premium feature">
        <p><strong>{PREMIUM_ONLY_TEXT}</strong></p>
        <p>{counts}</p>
        <UpgradeLink to={upgradeTo}>{UPGRADE_TO_PREMIUM}</UpgradeLink>
      </Notice>
    </Locked>
  );
}
