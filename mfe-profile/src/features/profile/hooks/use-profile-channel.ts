import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ChannelDetail } from 'shared-api';
import { useChannelUpdated, useMyIds, useSession } from 'shared-auth';
import { fetchChannelDetail, takePrefetchedChannelDetail } from '../api/channel-detail';
import { isOwnProfile, matchesAnyId } from '../rules/own-profile';
import { toProfileView, type ProfileView } from '../rules/profile-view';

export type ProfileStatus = 'loading' | 'ready' | 'not-found' | 'error';

export interface ProfileChannelState {
  own: boolean;
  status: ProfileStatus;
  profile: ProfileView | null;
}

type Fetched = { id: string; status: 'ready' | 'not-found' | 'error'; record: ChannelDetail | null };

/** The dashboard's card passed in navigation state (history state is untyped: read defensively). */
function channelFromState(state: unknown): Record<string, unknown> | null {
  const channel = (state as { channel?: unknown } | null)?.channel;
  return channel && typeof channel === 'object' ? (channel as Record<string, unknown>) : null;
}

/**
 * The channel a profile route shows. Own profile: the stored userChannel at once, refreshed from
 * GET /api/channels/{own id}. Another channel: the card passed in navigation state, else GET /api/channels/{id}.
 */
export function useProfileChannel(userId: string | undefined): ProfileChannelState {
  const { userChannel, signedIn } = useSession();
  const my = useMyIds();
  const location = useLocation();
  const ownChannelIds = [my.channelId, my.youtubeId];
  const ownUserIds = [my.userId];
  const stateChannel = userId && userId !== 'me' ? channelFromState(location.state) : null;
  // With a card in hand, compare like with like: channel and user ids are separate number ranges, so a route id
  // equal to the own user id may well be another channel's id.
  const own = stateChannel
    ? matchesAnyId(stateChannel.id, ownChannelIds) || matchesAnyId(stateChannel.userId, ownUserIds)
    : isOwnProfile(userId, [...ownChannelIds, ...ownUserIds]);
  const fromState = own ? null : stateChannel;
  const fetchId = own ? (my.channelId === null ? null : String(my.channelId)) : fromState ? null : (userId ?? null);
  // A prefetch that has already answered (started at start-up, see preload-profile-data.ts) is the first render's.
  const [fetched, setFetched] = useState<Fetched | null>(() => {
    const early = fetchId === null ? undefined : takePrefetchedChannelDetail(fetchId);
    if (!early || fetchId === null) return null;
    return { id: fetchId, status: early.detail ? 'ready' : 'not-found', record: early.detail };
  });
  const answeredByPrefetch = useRef(fetched?.id ?? null);
  // A saved profile replaces the refreshed copy: the stored channel (just written by the save) is shown as is.
  useChannelUpdated(() => setFetched(null));

  useEffect(() => {
    // Own profile: the refresh needs a token; the stored channel is shown meanwhile either way.
    if (!fetchId || (own && !signedIn)) return;
    // Already answered by the prefetch: no second request for the same channel on mount.
    if (answeredByPrefetch.current === fetchId) return;
    answeredByPrefetch.current = null;
    let live = true;
    fetchChannelDetail(fetchId).then(
      // The profile's cards render as a transition: in slices, not one long task on a slow phone.
      (detail) => live && startTransition(() => setFetched({ id: fetchId, status: detail ? 'ready' : 'not-found', record: detail })),
      (error: unknown) => {
        console.error('Error fetching channel:', error);
        if (live) setFetched({ id: fetchId, status: 'error', record: null });
      },
    );
    return () => {
      live = false;
    };
  }, [fetchId, own, signedIn]);

  return useMemo((): ProfileChannelState => {
    const current = fetched && fetched.id === fetchId ? fetched : null;
    if (own) {
      if (!userChannel) return { own, status: 'not-found', profile: null };
      // The refreshed card wins over the stored copy; stored-only fields (aboutMe, contentLanguages…) remain.
      return { own, status: 'ready', profile: toProfileView({ ...userChannel, ...(current?.record ?? {}) }) };
    }
    if (fromState) return { own, status: 'ready', profile: toProfileView(fromState) };
    if (!current) return { own, status: 'loading', profile: null };
    return { own, status: current.status, profile: current.record ? toProfileView(current.record) : null };
  }, [own, userChannel, fromState, fetched, fetchId]);
}
