import { useAtomValue } from 'shared-auth';
import { useEffect, useState } from 'react';
import { userTagsAtom, useSession, type UserTag } from 'shared-auth';
import { fetchChannelTags } from '../api/channel-tags';
import { sharedTagNames } from '../rules/shared-tags';
import { type ProfileView } from '../rules/profile-view';

/**
 * Topics another channel shares with the member's stored userTags. Tags come with GET /api/channels/{id};
 * a card from navigation state has none, so they are loaded from GET /api/tags/channel/{channelId}.
 */
export function useSharedTags(profile: ProfileView | null, own: boolean): string[] {
  const mine = useAtomValue(userTagsAtom);
  const { signedIn } = useSession();
  const carried = profile?.tags ?? null;
  // The tags call needs a token; signed out there is nothing to compare with anyway.
  const loadId = signedIn && !own && profile && !carried ? profile.channelId : null;
  const [loaded, setLoaded] = useState<{ id: string; tags: UserTag[] } | null>(null);

  useEffect(() => {
    if (!loadId) return;
    let live = true;
    void fetchChannelTags(loadId).then((tags) => live && setLoaded({ id: loadId, tags }));
    return () => {
      live = false;
    };
  }, [loadId]);

  if (own || !profile) return [];
  const theirs = carried ?? (loaded && loaded.id === loadId ? loaded.tags : []);
  return sharedTagNames(theirs, mine);
}
