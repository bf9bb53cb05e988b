// "Similar channels" under another member's profile: its neighbours, each opening its profile; nothing while
// loading, when there are none, or when the call fails (the list is a suggestion only).
import { useQuery } from '@tanstack/react-query';
import { similarChannelsQuery } from 'shared-auth/query';
import { SimilarChannelsPanel } from 'shared-ui';
import styled from 'styled-components';

const Panel = styled(SimilarChannelsPanel)`
  margin-top: ${({ theme }) => theme.space[4]};
`;

const profilePath = (channelId: number) => `/profile/${channelId}`;

export function SimilarChannels({ channelId }: { channelId: number }) {
  const { data } = useQuery(similarChannelsQuery(channelId));
  if (!data || data.channels.length === 0) return null;
  return <Panel channels={data.channels} hrefOf={(c) => profilePath(c.id)} showLanguage />;
}
