import styled from 'styled-components';
import type { UserChannel } from 'shared-auth';
import { Avatar, Card, formatSubscribers, VerifiedTick } from 'shared-ui';

const Summary = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const Name = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** What YouTube verified about the channel, with the plain channel fields as fallbacks (SPEC §3). */
export function verifiedInfo(channel: UserChannel | null) {
  const info = (channel?.youtubeVerifiedInfo ?? {}) as Record<string, unknown>;
  const subscribers = info.subscribers ?? channel?.subscribers ?? channel?.subscriberCount ?? channel?.subscriber_count;
  return {
    avatarUrl: str(info.avatarUrl) ?? str(channel?.thumbnail) ?? str(channel?.avatarUrl) ?? str(channel?.image),
    channelName: str(info.channelName) ?? str(channel?.channelName) ?? str(channel?.name) ?? 'Your channel',
    subscribers: typeof subscribers === 'number' || typeof subscribers === 'string' ? subscribers : null,
    isVerified: info.isVerified === true || channel?.isVerified === true,
  };
}

/** Header card of Edit Profile: avatar, channel name, subscribers and the verified tick. */
export function ChannelSummary({ channel }: { channel: UserChannel | null }) {
  const info = verifiedInfo(channel);
  return (
    <Summary as="section" aria-label="Verified YouTube information">
      <Avatar src={info.avatarUrl} name={info.channelName} size={64} />
      <div>
        <Label>Verified YouTube information</Label>
        <Name>
          {info.channelName}
          {info.isVerified && <VerifiedTick />}
        </Name>
        <Meta>{formatSubscribers(info.subscribers)} subscribers</Meta>
      </div>
    </Summary>
  );
}
