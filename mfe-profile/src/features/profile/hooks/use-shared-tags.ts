import { useAtomValue } from 'shared-auth';
import { useEffect, useState } from 'react';
import { fetchChannelTags, userTagsAtom, useSession, type UserTag } from 'shared-auth';
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
    // Failures give no tags (SPEC §8): the notice is a hint, not worth an error on the page.
    void fetchChannelTags(loadId)
      .catch((error: unknown): UserTag[] => {
        console.error('Error fetching channel tags:', error);
        return [];
      })
      .then((tags) => live && setLoaded({ id: loadId, tags }));
    return () => {
      live = false;
    };
  }, [loadId]);

  if (own || !profile) return [];
  const theirs = carried ?? (loaded && loaded.id === loadId ? loaded.tags : []);
  return sharedTagNames(theirs, mine);
}
