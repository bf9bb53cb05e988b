// The profile page's data, requested while the shell is still restoring the session: the shell calls a page
// remote's `preloadData` when it preloads the page's module at start-up (see shell/src/federation).
import type { QueryClient } from '@tanstack/react-query';
import { myIdsAtom, sessionStore, type SessionStore } from 'shared-auth';
import { queryClient } from 'shared-auth/query';
import { isOwnProfile } from '../rules/own-profile';
import { prefetchChannelDetail } from './channel-detail';

const PROFILE_PATH = /^\/profile\/([^/]+)\/?$/;

/** What the profile page at `pathname` will fetch, from the stored ids; null when it fetches nothing. */
function profileFetch(pathname: string, store: SessionStore): { id: string; own: boolean } | null {
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
  if (isOwnProfile(userId, [my.channelId, my.youtubeId, my.userId])) {
    return my.channelId === null ? null : { id: String(my.channelId), own: true };
  }
  return { id: userId, own: false };
}

/** The channel id the profile page at `pathname` will fetch, from the stored ids; null when it fetches nothing. */
export function profileChannelToFetch(pathname: string, store: SessionStore = sessionStore): string | null {
  return profileFetch(pathname, store)?.id ?? null;
}

/** Starts the page's GET /api/channels/{id} into the shared cache; the page reads it there when it mounts. */
export function preloadProfileData(
  location: { pathname: string }, store: SessionStore = sessionStore, client: QueryClient = queryClient,
): void {
  const target = profileFetch(location.pathname, store);
  if (target) void prefetchChannelDetail(client, target.id, target.own);
}
