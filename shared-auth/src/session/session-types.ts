// Shapes of the session records kept in localStorage. The server sends more fields than listed (see the
// spec's entity list); the index signature keeps them without widening the known ones.

/** The `user` object of a login/register response. */
export interface SessionAccount {
  id: number | string;
  uid?: string;
  [key: string]: unknown;
}

/** The member's own channel (localStorage `userChannel`). */
export interface UserChannel {
  id?: number | string;
  userChannelId?: number | string;
  userId?: number | string;
  uid?: string;
  name?: string;
  channelName?: string;
  thumbnail?: string;
  avatarUrl?: string;
  youtubeId?: string;
  [key: string]: unknown;
}

/** The server user (localStorage `serverUser`): the login/register/verify-channel response. */
export interface ServerUser {
  uid?: string;
  email?: string;
  validated?: boolean;
  user?: SessionAccount | null;
  userChannel?: UserChannel | null;
  /** Set on the placeholder stored when login did not return a user. */
  isPlaceholder?: boolean;
  error?: string;
  [key: string]: unknown;
}

/** A tag of the member's own channel (localStorage `userTags`). */
export interface UserTag {
  tagName: string;
  [key: string]: unknown;
}
