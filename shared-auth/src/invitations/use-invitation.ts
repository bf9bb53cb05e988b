// The invite button's behaviour (SPEC §4, §5, §8), one for every page that invites a channel that is not a member:
// check whether the signed-in member already invited it, then send on demand from the member's own channel.
import { useCallback, useEffect, useState } from 'react';
import { hasInvited } from 'shared-api/invitation-rules';
import type { InvitationControl, InvitationState } from 'shared-ui';
import { useAtomValue } from 'jotai';
import { createInvitation, fetchInvitations } from '../http/invitation-calls';
import { runtimeConfigAtom } from '../runtime-config/runtime-config';
import { useMyIds } from '../session/my-ids';

const DEFAULT_PRODUCT_NAME = 'CollabHub';

export interface InvitationTarget {
  /** The channel to invite (channels.id); null when the page knows it only by its YouTube id. */
  targetChannelId: number | null;
  channelName: string;
}

/**
 * Without both channel ids the button stays in its invite state and a click opens the alert. Failures of the check
 * and of the send are only logged: the button returns to its invite state.
 */
export function useInvitation({ targetChannelId, channelName }: InvitationTarget): InvitationControl {
  const ownChannelId = useMyIds().channelId;
  const productName = useAtomValue(runtimeConfigAtom)?.appName || DEFAULT_PRODUCT_NAME;
  const [state, setState] = useState<InvitationState>(ownChannelId && targetChannelId ? 'checking' : 'invite');
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
    const message = `Hi ${channelName}! I would like to collaborate with you on ${productName}.`;
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
  }, [ownChannelId, targetChannelId, channelName, productName]);

  const closeAlert = useCallback(() => setAlertOpen(false), []);
  return { state, send, alertOpen, closeAlert, emailed, productName };
}
