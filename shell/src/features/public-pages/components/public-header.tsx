import { type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { AppHeader, brandLink } from 'shared-ui';
import { PUBLIC_NAV_LINKS } from './public-links';

const Brand = styled(Link)`${brandLink}`;

export interface PublicHeaderProps {
  /** Coming-soon mode shows only Home (SPEC §1). */
  homeOnly?: boolean;
  actions?: ReactNode;
}

/** Header of the public pages: logo, Home / Creators / Brands / Resources, optional actions. */
export function PublicHeader({ homeOnly = false, actions }: PublicHeaderProps) {
  const links = homeOnly ? PUBLIC_NAV_LINKS.filter((l) => l.to === '/') : PUBLIC_NAV_LINKS;
  return (
    <AppHeader
      logo={<Brand to="/" aria-label="CollabHub home">CollabHub</Brand>}
      nav={links.map((link) => (
        <NavLink key={link.to} to={link.to} end>
          {link.label}
        </NavLink>
      ))}
      actions={actions}
    />
  );
}
