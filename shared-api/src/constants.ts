// Business constants of SPEC §9 that the server and the front end must agree on.
export const DASHBOARD_PAGE_SIZE = 9;
export const CHANNEL_FETCH_SIZE = 45;
export const CHANNEL_FETCH_MAX = 100;
export const SEARCH_PAGE_SIZE = 12;
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_PAGE_MAX = 50;
export const SUBSCRIBERS_MIN_DEFAULT = 100;
export const SUBSCRIBERS_MAX_DEFAULT = 1_000_000;
export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 100;
export const PROFILE_REQUIRED_MESSAGE =
  'Please fill in Niche/Categories, at least one Content Language, and Collaboration Status.';
export const SORT_OPTIONS = ['relevance', 'subscriber_count', 'most_recent'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/**
 * POST /api/login's message (status 200) for an identity without an account (SPEC §4 Sign-in): the sign-in
 * sequence reads it and registers. Here, free of the schemas, so the landing page can import it cheaply.
 */
export const USER_NOT_FOUND = 'User not found';
