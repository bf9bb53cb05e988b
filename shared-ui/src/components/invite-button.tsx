// The invite button of a channel that is not a member yet (SPEC §4), with what happened after a send and the
// alert for a missing channel id (SPEC §5). Its behaviour comes from shared-auth's useInvitation.
import { AlertDialog } from './alert-dialog';
import { Button } from './button';
import { InlineAlert } from './inline-alert';

export const INVITATION_FAILED = 'Unable to send invitation. Please try again.';

/** The button's states (SPEC §4). */
export type InvitationState = 'checking' | 'invite' | 'sending' | 'sent';

export interface InvitationControl {
  state: InvitationState;
  send(): void;
  /** True while the 'Unable to send invitation' alert is open. */
  alertOpen: boolean;
  closeAlert(): void;
  /** After a send in this visit: whether an email went to the channel's public contact address (null: not known). */
  emailed: boolean | null;
  /** The product the channel is invited to (the runtime config's appName). */
  productName: string;
}

export interface InviteButtonProps {
  invitation: InvitationControl;
  channelName: string;
  /** The label of the invite state: 'Invite {channel name} to {product}' on a profile, 'Send Invite' on a channel page. */
  label: string;
}

function stateLabel(state: InvitationState, label: string): string {
  switch (state) {
    case 'checking': return 'Checking...';
    case 'sending': return 'Sending...';
    case 'sent': return 'Invitation Sent';
    default: return label;
  }
}

export function InviteButton({ invitation, channelName, label }: InviteButtonProps) {
  const { state, emailed } = invitation;
  return (
    <>
      <Button
        type="button"
        loading={state === 'checking' || state === 'sending'}
        disabled={state === 'sent'}
        onClick={invitation.send}
        reserveLabel={label}
      >
        {stateLabel(state, label)}
      </Button>
      {emailed === true && (
        <InlineAlert tone="success">{`We emailed ${channelName} your invitation at its public contact address.`}</InlineAlert>
      )}
      {emailed === false && (
        <InlineAlert tone="info">{`No email was sent: we know no public contact address for ${channelName}, or it was invited by email in the last 30 days. Share your profile link with them.`}</InlineAlert>
      )}
      <AlertDialog open={invitation.alertOpen} onDismiss={invitation.closeAlert} title="Invitation" message={INVITATION_FAILED} />
    </>
  );
}
