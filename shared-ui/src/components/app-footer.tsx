import { type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A link renderer for in-app routes. The package stays router-agnostic: the default is a plain <a>;
 * the shell passes e.g. `({ to, children, className }) => <Link to={to} className={className}>{children}</Link>`.
 */
export type LinkComponent = ComponentType<{ to: string; children: ReactNode; className?: string }>;

const PlainLink: LinkComponent = ({ to, children, className }) => (
  <a href={to} className={className}>{children}</a>
);

const Foot = styled.footer`
  margin-top: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    justify-content: space-between;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
  a { color: ${({ theme }) => theme.colors.textMuted}; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; }
`;

export interface FooterExtraLink {
  label: string;
  href: string;
}

export interface AppFooterProps {
  /** Community chat address (external; opens in a new tab). Omitted → no community link. */
  communityUrl?: string;
  communityLabel?: string;
  /** Where About Us points; defaults to '/about'. */
  aboutHref?: string;
  /** More external links (e.g. the forum on the coming-soon page). */
  extraLinks?: readonly FooterExtraLink[];
  /** Owner named in the copyright line. */
  appName?: string;
  year?: number;
  linkComponent?: LinkComponent;
  className?: string;
}

/** Footer with Terms of Service (/terms), Privacy Policy (/privacy), About Us, community chat and copyright (SPEC §2). */
export function AppFooter({
  communityUrl, communityLabel = 'Community Chat', aboutHref = '/about', extraLinks = [], appName = 'CollabHub',
  year = new Date().getFullYear(), linkComponent: LinkTo = PlainLink, className,
}: AppFooterProps) {
  return (
    <Foot className={className}>
      <Inner>
        <nav aria-label="Footer">
          <Links>
            <li><LinkTo to="/terms">Terms of Service</LinkTo></li>
            <li><LinkTo to="/privacy">Privacy Policy</LinkTo></li>
            <li><LinkTo to={aboutHref}>About Us</LinkTo></li>
            {communityUrl && (
              <li><a href={communityUrl} target="_blank" rel="noopener noreferrer">{communityLabel}</a></li>
            )}
            {extraLinks.map((link) => (
              <li key={link.href}><a href={link.href} target="_blank" rel="noopener noreferrer">{link.label}</a></li>
            ))}
          </Links>
        </nav>
        <p style={{ margin: 0 }}>© {year} {appName}. All rights reserved.</p>
      </Inner>
    </Foot>
  );
}
