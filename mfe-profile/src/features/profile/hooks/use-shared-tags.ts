import { useQuery } from '@tanstack/react-query';
import { useAtomValue, fetchChannelTags, userTagsAtom, useSession, type UserTag } from 'shared-auth';
import { profileKeys } from '../api/query-keys';
import { sharedTagNames } from '../rules/shared-tags';
import { type ProfileView } from '../rules/profile-view';

const NO_TAGS: UserTag[] = [];

/** A card's tags; failures give no tags (SPEC §8): the notice is a hint, not worth an error on the page. */
async function tagsOrNone(channelId: string): Promise<UserTag[]> {
  try {
    return await fetchChannelTags(channelId);
  } catch (error) {
    console.error('Error fetching channel tags:', error);
    return [];
  }
}

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
  const { data: loaded = NO_TAGS } = useQuery({
    queryKey: profileKeys.channelTags(loadId ?? ''),
    queryFn: () => tagsOrNone(loadId!),
    enabled: loadId !== null,
  });

  if (own || !profile) return [];
  const theirs = carried ?? (loadId ? loaded : NO_TAGS);
  return sharedTagNames(theirs, mine);
}
