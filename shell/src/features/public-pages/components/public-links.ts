/** Header links of the public pages (SPEC §1, §2). */
export const PUBLIC_NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Creators', to: '/creators' },
  { label: 'Brands', to: '/brands' },
  { label: 'Resources', to: '/resources' },
] as const;

/** The community's chat and forum; external, so they open in a new tab. */
export const COMMUNITY_CHAT_URL = 'https://discord.gg/collabhub';
export const COMMUNITY_FORUM_URL = 'https://www.reddit.com/r/collabhub/';
