// The localStorage keys the product uses for the session (named by the spec; other code reads them).
export const STORAGE_KEYS = {
  serverUser: 'serverUser',
  userChannel: 'userChannel',
  token: 'token',
  userTags: 'userTags',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
