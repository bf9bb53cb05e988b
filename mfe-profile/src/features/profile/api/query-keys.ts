// The profile page's query keys (the one list of what this feature keeps in the shared page-data cache).
import { OWN_CHANNEL_QUERY } from 'shared-auth/query';

export const profileKeys = {
  /**
   * GET /api/channels/{id}. The own channel's lives under OWN_CHANNEL_QUERY, which the shared client drops when the
   * member saves their profile (the page then shows the saved channel, not a copy read before the save).
   */
  channelDetail: (id: string, own: boolean) => (own ? [OWN_CHANNEL_QUERY, 'channel-detail', id] : ['profile', 'channel-detail', id]) as readonly string[],
  /** GET /api/tags/channel/{channelId}: a card's tags, for the shared-interests notice. */
  channelTags: (channelId: string) => ['profile', 'channel-tags', channelId] as const,
};
