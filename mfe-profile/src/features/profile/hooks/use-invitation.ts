import { useCallback, useEffect, useState } from 'react';
import { createInvitation, fetchInvitations, hasInvited } from '../api/invitations';

/** The invite button's states (SPEC §4). */
export type InvitationState = 'checking' | 'invite' | 'sending' | 'sent';

export interface InvitationControl {
  state: InvitationState;
  send: () => void;
  /** True while the 'Unable to send invitation' alert is open. */
  alertOpen: boolean;
  closeAlert: () => void;
  /** After a send in this visit: whether an email went to the channel's public contact address (null: not known). */
  emailed: boolean | null;
}

export interface InvitationTarget {
  ownChannelId: string | null;
  targetChannelId: string | null;
  message: string;
}

/**
 * Checks whether the member already invited the target, then sends the invitation on demand. Failures are only
 * logged (SPEC §8): a failed check or send leaves the button in its invite state.
 */
export function useInvitation({ ownChannelId, targetChannelId, message }: InvitationTarget): InvitationControl {
  const canCheck = Boolean(ownChannelId && targetChannelId);
  const [state, setState] = useState<InvitationState>(canCheck ? 'checking' : 'invite');
  const [alertOpen, setAlertOpen] = useState(false);
  const [emailed, setEmailed] = useState<boolean | null>(null);

  useEffect(() => {
    if (!ownChannelId || !targetChannelId) {
      setState('invite');
      return;
    }
    let live = true;
    setState('checking');
    fetchInvitations(targetChannelId).then(
      (list) => live && setState(hasInvited(list, ownChannelId, targetChannelId) ? 'sent' : 'invite'),
      (error: unknown) => {
        console.error('Error checking invitations:', error);
        if (live) setState('invite');
      },
    );
    return () => {
      live = false;
    };
  }, [ownChannelId, targetChannelId]);

  const send = useCallback(() => {
    if (!ownChannelId || !targetChannelId) {
      setAlertOpen(true);
      return;
    }
    setState('sending');
    createInvitation({ inviterChannelId: ownChannelId, inviteeChannelId: targetChannelId, message }).then(
      (res) => {
        setEmailed(res.created ? (res.emailed ?? false) : null);
        setState('sent');
      },
      (error: unknown) => {
        console.error('Error sending invitation:', error);
        setState('invite');
      },
    );
  }, [ownChannelId, targetChannelId, message]);

  return { state, send, alertOpen, closeAlert: useCallback(() => setAlertOpen(false), []), emailed };
}
