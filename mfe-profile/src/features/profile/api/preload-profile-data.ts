// The profile page's data, requested while the shell is still restoring the session: the shell calls a page
// remote's `preloadData` when it preloads the page's module at start-up (see shell/src/federation).
import { myIdsAtom, sessionStore, type SessionStore } from 'shared-auth';
import { isOwnProfile } from '../rules/own-profile';
import { prefetchChannelDetail } from './channel-detail';

const PROFILE_PATH = /^\/profile\/([^/]+)\/?$/;

/** The channel id the profile page at `pathname` will fetch, from the stored ids; null when it fetches nothing. */
export function profileChannelToFetch(pathname: string, store: SessionStore = sessionStore): string | null {
  const match = PROFILE_PATH.exec(pathname);
  if (!match) return null;
  let userId: string;
  try {
    userId = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  if (userId === 'edit') return null;
  const my = store.get(myIdsAtom);
  // The own profile shows the stored channel and refreshes it by the own channel id (use-profile-channel.ts).
  if (isOwnProfile(userId, [my.channelId, my.youtubeId, my.userId])) return my.channelId === null ? null : String(my.channelId);
  return userId;
}

/** Starts the page's GET /api/channels/{id}; the page takes the answer when it mounts. */
export function preloadProfileData(location: { pathname: string }, store: SessionStore = sessionStore): void {
  const id = profileChannelToFetch(location.pathname, store);
  if (id) prefetchChannelDetail(id);
}
