// "Similar channels" on the channel page: nearest neighbours on category, language and size (server: collab-fit).
import { useEffect, useState } from 'react';
import type { ChannelCard } from 'shared-api';
import { SimilarChannelsPanel } from 'shared-ui';
import { fetchSimilarChannels } from '../api/channel-page-api';

export function SimilarChannels({ channelId }: { channelId: number }) {
  const [channels, setChannels] = useState<ChannelCard[] | null>(null);
  useEffect(() => {
    let active = true;
    fetchSimilarChannels(channelId).then(
      (res) => { if (active) setChannels(res.channels); },
      () => { if (active) setChannels([]); },
    );
    return () => { active = false; };
  }, [channelId]);
  if (!channels || channels.length === 0) return null;
  return <SimilarChannelsPanel channels={channels} hrefOf={(c) => `/channelPage/${c.id}`} showLanguage />;
}
