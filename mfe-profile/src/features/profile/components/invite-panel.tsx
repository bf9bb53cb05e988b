import { useAtomValue } from 'shared-auth';
import styled from 'styled-components';
import { runtimeConfigAtom } from 'shared-auth';
import { AlertDialog, Button, InlineAlert } from 'shared-ui';
import { useInvitation, type InvitationState } from '../hooks/use-invitation';
import { inviteNotice } from '../rules/shared-tags';

export const INVITATION_FAILED = 'Unable to send invitation. Please try again.';
const DEFAULT_PRODUCT_NAME = 'CollabHub';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: end;
  max-width: 420px;
`;

function label(state: InvitationState, channelName: string, productName: string): string {
  switch (state) {
    case 'checking': return 'Checking...';
    case 'sending': return 'Sending...';
    case 'sent': return 'Invitation Sent';
    default: return `Invite ${channelName} to ${productName}`;
  }
}

export interface InvitePanelProps {
  ownChannelId: string | null;
  targetChannelId: string | null;
  channelName: string;
  sharedTopics: string[];
}

/** A non-member's profile: the not-yet-a-member notice and the invite button with its states (SPEC §2, §4). */
export function InvitePanel({ ownChannelId, targetChannelId, channelName, sharedTopics }: InvitePanelProps) {
  const productName = useAtomValue(runtimeConfigAtom)?.appName || DEFAULT_PRODUCT_NAME;
  const invitation = useInvitation({
    ownChannelId,
    targetChannelId,
    message: `Hi ${channelName}! I would like to collaborate with you on ${productName}.`,
  });
  const busy = invitation.state === 'checking' || invitation.state === 'sending';
  return (
    <Panel>
      <InlineAlert tone="info">{inviteNotice(channelName, productName, sharedTopics)}</InlineAlert>
      <Button
        type="button"
        loading={busy}
        disabled={invitation.state === 'sent'}
        onClick={invitation.send}
        reserveLabel={label('invite', channelName, productName)}
      >
        {label(invitation.state, channelName, productName)}
      </Button>
      {invitation.emailed === true && (
        <InlineAlert tone="success">{`We emailed ${channelName} your invitation at its public contact address.`}</InlineAlert>
      )}
      {invitation.emailed === false && (
        <InlineAlert tone="info">{`No email was sent: we know no public contact address for ${channelName}, or it was invited by email in the last 30 days. Share your profile link with them.`}</InlineAlert>
      )}
      <AlertDialog
        open={invitation.alertOpen}
        onDismiss={invitation.closeAlert}
        title="Invitation"
        message={INVITATION_FAILED}
      />
    </Panel>
  );
}
