// Send Invite for a channel that is not a member yet: the existing invitation call, sent in CollabHub's name.
import { useEffect, useState } from 'react';
import { useSession } from 'shared-auth';
import { Button } from 'shared-ui';
import { fetchMyInvitations, sendInvite } from '../api/channel-page-api';
import { ActionColumn } from './action-column';
import { INVITE_IN_PRODUCT_NAME, SEND_INVITE } from '../rules/channel-page-texts';

type InviteState = 'checking' | 'ready' | 'sending' | 'sent';

export function InvitePanel({ channelId, channelName }: { channelId: number; channelName: string }) {
  const { userChannel } = useSession();
  const mine = Number(userChannel?.id ?? userChannel?.userChannelId) || null;
  const [state, setState] = useState<InviteState>('checking');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchMyInvitations(channelId)
      .then((list) => live && setState(list.some((i) => i.inviteeChannelId === channelId) ? 'sent' : 'ready'))
      .catch(() => live && setState('ready'));
    return () => { live = false; };
  }, [channelId]);

  const invite = async () => {
    if (!mine) {
      setError('Unable to send invitation. Please try again.');
      return;
    }
    setState('sending');
    setError(null);
    try {
      await sendInvite(mine, channelId, `Join me on CollabHub, ${channelName}!`);
      setState('sent');
    } catch {
      setState('ready');
      setError('Unable to send invitation. Please try again.');
    }
  };

  return (
    <ActionColumn>
      <Button type="button" onClick={invite} disabled={state !== 'ready'} loading={state === 'sending'}>
        {state === 'checking' ? 'Checking...' : state === 'sent' ? 'Invitation Sent' : SEND_INVITE}
      </Button>
      <p>{INVITE_IN_PRODUCT_NAME}</p>
      {error && <p role="alert">{error}</p>}
    </ActionColumn>
  );
}
