// "Similar channels" with its own loading, from shared-ui 1.x. Deprecated: the pages now read the list through the
// page-data cache (shared-auth/query's similarChannelsQuery) and draw SimilarChannelsPanel. Kept because shared-ui
// is a federation singleton: a remote built against 1.x may still call it. Remove with the next major version.
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

/** @deprecated Use shared-auth/query's similarChannelsQuery with SimilarChannelsPanel. The list, or nothing while loading, when there are none, or when the call fails. */
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
