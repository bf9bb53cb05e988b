// "Similar channels" under a channel (channel page and profile): nearest neighbours on category, language and size
// (server: collab-fit). The page passes the call (shared-auth's fetchSimilarChannels) and where a channel opens;
// the list itself is SimilarChannelsPanel.
import { useEffect, useState } from 'react';
import type { ChannelCard, SimilarChannelsResponse } from 'shared-api';
import { SimilarChannelsPanel } from './similar-channels-panel';

export interface SimilarChannelsProps {
  channelId: number;
  /** GET /api/channels/{id}/similar. */
  load(channelId: number): Promise<SimilarChannelsResponse>;
  /** The page a listed channel opens. */
  channelPath(channelId: number): string;
  className?: string;
}

/** The list, or nothing while loading, when there are none, or when the call fails (it is a suggestion only). */
export function SimilarChannels({ channelId, load, channelPath, className }: SimilarChannelsProps) {
  const [channels, setChannels] = useState<ChannelCard[] | null>(null);
  useEffect(() => {
    let active = true;
    load(channelId).then(
      (res) => { if (active) setChannels(res.channels); },
      () => { if (active) setChannels([]); },
    );
    return () => { active = false; };
  }, [channelId, load]);
  if (!channels || channels.length === 0) return null;
  return <SimilarChannelsPanel channels={channels} hrefOf={(c) => channelPath(c.id)} showLanguage className={className} />;
}
