// Send Invite for a channel that is not a member yet (SPEC §2 channel page), with the note that the invitation is
// sent in the product's name. The button and its behaviour are the profile's (shared-ui's InviteButton,
// shared-auth's useInvitation).
import { useInvitation } from 'shared-auth';
import { InviteButton } from 'shared-ui';
import { ActionColumn } from './action-column';
import { inviteInProductName, SEND_INVITE } from '../rules/channel-page-texts';

export function InvitePanel({ channelId, channelName }: { channelId: number; channelName: string }) {
  const invitation = useInvitation({ targetChannelId: channelId, channelName });
  return (
    <ActionColumn>
      <InviteButton invitation={invitation} channelName={channelName} label={SEND_INVITE} />
      <p>{inviteInProductName(invitation.productName)}</p>
    </ActionColumn>
  );
}
