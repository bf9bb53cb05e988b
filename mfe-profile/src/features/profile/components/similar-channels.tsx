// "Similar channels" under a profile: nearest neighbours on category, language and size (server: collab-fit).
import { useEffect, useState } from 'react';
import type { ChannelCard } from 'shared-api';
import { SimilarChannelsPanel } from 'shared-ui';
import styled from 'styled-components';
import { fetchSimilarChannels } from '../api/similar-channels';

const Spaced = styled(SimilarChannelsPanel)`
  margin-top: ${({ theme }) => theme.space[4]};
`;

export function SimilarChannels({ channelId }: { channelId: string }) {
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
  return <Spaced channels={channels} hrefOf={(c) => `/profile/${c.id}`} />;
}
