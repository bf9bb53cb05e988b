// The session records, derived from the API contract (shared-api) so there is one description of the signed-in
// user. Stored copies may come from an older build or be a sign-in placeholder, hence the partial shapes.
import type { LoginResponse, SessionUser, Tag, UserChannel as ApiUserChannel } from 'shared-api';

/** The `user` object of a login/register response, as stored. */
export type SessionAccount = Pick<SessionUser, 'id'> & Partial<SessionUser>;

/** The member's own channel (localStorage `userChannel`): the login response's `userChannel`. */
export type UserChannel = Partial<ApiUserChannel>;

/** What sign-in stores when login gives no server user (SPEC §4 Sign-in 5). */
export interface PlaceholderServerUser {
  validated: false;
  isPlaceholder: true;
  error?: string;
}

/** The server user (localStorage `serverUser`): the login/register/verify-channel response, or the placeholder. */
export type ServerUser = Partial<Omit<LoginResponse, 'user' | 'userChannel'>> & {
  user?: SessionAccount | null;
  userChannel?: UserChannel | null;
  /** Set on the placeholder stored when login did not return a user. */
  isPlaceholder?: boolean;
  error?: string;
};

/** A tag of the member's own channel (localStorage `userTags`). */
export type UserTag = Pick<Tag, 'tagName'> & Partial<Tag>;
