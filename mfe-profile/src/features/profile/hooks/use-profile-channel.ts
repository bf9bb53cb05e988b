import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { ChannelDetail } from 'shared-api';
import { useMyIds, useSession } from 'shared-auth';
import { channelDetailQuery } from '../api/channel-detail';
import { isOwnProfile, matchesAnyId } from '../rules/own-profile';
import { toProfileView, type ProfileView } from '../rules/profile-view';

export type ProfileStatus = 'loading' | 'ready' | 'not-found' | 'error';

export interface ProfileChannelState {
  own: boolean;
  status: ProfileStatus;
  profile: ProfileView | null;
}

type Answer = { id: string; status: 'ready' | 'not-found' | 'error'; record: ChannelDetail | null };

/** The dashboard's card passed in navigation state (history state is untyped: read defensively). */
function channelFromState(state: unknown): Record<string, unknown> | null {
  const channel = (state as { channel?: unknown } | null)?.channel;
  return channel && typeof channel === 'object' ? (channel as Record<string, unknown>) : null;
}

/**
 * The channel a profile route shows. Own profile: the stored userChannel at once, refreshed from
 * GET /api/channels/{own id}. Another channel: the card passed in navigation state, else GET /api/channels/{id}.
 * The answer comes from the shared query cache, where the start-up prefetch (preload-profile-data.ts) may
 * already have put it: then the first render shows the channel, with no second request.
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

  // Own profile: the refresh needs a token; the stored channel is shown meanwhile either way.
  const query = useQuery({ ...channelDetailQuery(fetchId ?? '', own), enabled: fetchId !== null && (!own || signedIn) });
  const { status, data, error } = query;
  useEffect(() => {
    if (error) console.error('Error fetching channel:', error);
  }, [error]);

  const answer = useMemo((): Answer | null => {
    if (fetchId === null || status === 'pending') return null;
    if (status === 'error') return { id: fetchId, status: 'error', record: null };
    return { id: fetchId, status: data ? 'ready' : 'not-found', record: data ?? null };
  }, [fetchId, status, data]);
  // The profile's cards render in a deferred pass: in slices, not one long task on a slow phone. An answer
  // already in the cache on the first render is shown in that render.
  const shown = useDeferredValue(answer);

  return useMemo((): ProfileChannelState => {
    const current = shown && shown.id === fetchId ? shown : null;
    if (own) {
      if (!userChannel) return { own, status: 'not-found', profile: null };
      // The refreshed card wins over the stored copy; stored-only fields (aboutMe, contentLanguages…) remain.
      return { own, status: 'ready', profile: toProfileView({ ...userChannel, ...(current?.record ?? {}) }) };
    }
    if (fromState) return { own, status: 'ready', profile: toProfileView(fromState) };
    if (!current) return { own, status: 'loading', profile: null };
    return { own, status: current.status, profile: current.record ? toProfileView(current.record) : null };
  }, [own, userChannel, fromState, shown, fetchId]);
}
