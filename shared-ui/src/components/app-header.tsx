import { type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/focus-ring';
import { SkipLink } from './skip-link';

/** The product's name as the header's home link (style a router link with it: styled(Link)`${brandLink}`). */
export const brandLink = css`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/* Mobile: logo and actions on the first row, nav and search wrap below. From md: one row. */
const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas: 'logo . actions' 'nav nav nav' 'search search search';
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto auto 1fr auto;
    grid-template-areas: 'logo nav search actions';
  }
`;

const Slot = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const NavSlot = styled.nav`
  grid-area: nav;
  display: flex;
  align-items: center;
  /* Wraps instead of scrolling sideways on a phone: every link stays visible. */
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  a {
    padding: 8px;
    ${({ theme }) => theme.media.md} { padding: 8px 12px; }
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
  }
  a:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; color: ${({ theme }) => theme.colors.text}; }
  a[aria-current='page'], a.active { color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.primarySoft}; }
`;

export interface AppHeaderProps {
  logo?: ReactNode;
  /** Links; rendered inside a <nav> labelled by `navLabel`. */
  nav?: ReactNode;
  navLabel?: string;
  search?: ReactNode;
  actions?: ReactNode;
  /** Id of the page's main region; the header starts with a skip link to it. */
  mainId?: string;
  className?: string;
}

/** The page header with four slots; the shell and remotes fill them. */
export function AppHeader({ logo, nav, navLabel = 'Main', search, actions, mainId = 'main', className }: AppHeaderProps) {
  return (
    <>
    <SkipLink target={mainId} />
    <Bar className={className}>
      <Inner>
        <Slot $area="logo">{logo}</Slot>
        {nav && <NavSlot aria-label={navLabel}>{nav}</NavSlot>}
        {search && <Slot $area="search" role="search">{search}</Slot>}
        <Slot $area="actions" style={{ justifySelf: 'end' }}>{actions}</Slot>
      </Inner>
    </Bar>
    </>
  );
}
