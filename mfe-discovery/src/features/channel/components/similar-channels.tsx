// "Similar channels" under the channel page: its neighbours, each opening its own channel page; nothing while
// loading, when there are none, or when the call fails.
import { SimilarChannelsPanel } from 'shared-ui';
import { useSimilarChannels } from '../hooks/use-similar-channels';

const channelPagePath = (id: number) => `/channelPage/${id}`;

export function SimilarChannels({ channelId }: { channelId: number }) {
  const channels = useSimilarChannels(channelId);
  if (channels.length === 0) return null;
  return <SimilarChannelsPanel channels={channels} hrefOf={(c) => channelPagePath(c.id)} showLanguage />;
}
