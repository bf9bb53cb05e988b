// A non-member's profile: the not-yet-a-member notice and the invite button (SPEC §2, §4); the button and its
// behaviour are shared with the channel page (shared-ui's InviteButton, shared-auth's useInvitation).
import { useInvitation } from 'shared-auth';
import styled from 'styled-components';
import { InlineAlert, InviteButton } from 'shared-ui';
import { inviteNotice } from '../rules/shared-tags';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: end;
  max-width: 420px;
`;

export interface InvitePanelProps {
  targetChannelId: number | null;
  channelName: string;
  sharedTopics: string[];
}

export function InvitePanel({ targetChannelId, channelName, sharedTopics }: InvitePanelProps) {
  const invitation = useInvitation({ targetChannelId, channelName });
  return (
    <Panel>
      <InlineAlert tone="info">{inviteNotice(channelName, invitation.productName, sharedTopics)}</InlineAlert>
      <InviteButton invitation={invitation} channelName={channelName} label={`Invite ${channelName} to ${invitation.productName}`} />
    </Panel>
  );
}
