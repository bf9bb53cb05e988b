import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AppFooter } from 'shared-ui';
import { COMMUNITY_CHAT_URL, COMMUNITY_FORUM_URL } from './public-links';

function RouterLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return <Link to={to} className={className}>{children}</Link>;
}

export interface PublicFooterProps {
  /** The coming-soon page adds the community forum. */
  variant?: 'landing' | 'coming-soon';
}

/** Footer of the public pages: legal links, About Us, community chat (and forum when coming soon). */
export function PublicFooter({ variant = 'landing' }: PublicFooterProps) {
  return (
    <AppFooter
      communityUrl={COMMUNITY_CHAT_URL}
      extraLinks={variant === 'coming-soon' ? [{ label: 'Community Forum', href: COMMUNITY_FORUM_URL }] : []}
      linkComponent={RouterLink}
    />
  );
}
