// "Block" on another member's profile: a confirm dialog (shared-ui's AlertDialog), then POST /api/blocks. A block
// is silent: the member is not told; they can no longer message the caller or see them in discovery.
import { useState } from 'react';
import { AlertDialog, Button } from 'shared-ui';
import { blockMember } from '../api/block-member';

export const BLOCK_EXPLAINED =
  'They will not be able to message you or send you collaboration requests, and you will not see each other in discovery or search. They are not told. You can unblock them in Settings.';

export function BlockMemberButton({ userId, name }: { userId: number; name: string }) {
  const [state, setState] = useState<'closed' | 'asking' | 'sending' | 'blocked' | 'failed'>('closed');
  const confirm = () => {
    setState('sending');
    blockMember(userId).then(() => setState('blocked')).catch(() => setState('failed'));
  };
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setState('asking')} disabled={state === 'blocked'}>
        {state === 'blocked' ? 'Blocked' : 'Block'}
      </Button>
      <AlertDialog
        open={state === 'asking' || state === 'sending' || state === 'failed'}
        title={`Block ${name}?`}
        message={state === 'failed' ? 'Blocking did not work. Please try again.' : BLOCK_EXPLAINED}
        onDismiss={() => setState('closed')}
        onConfirm={confirm}
        confirmLabel={state === 'sending' ? 'Blocking…' : 'Block'}
        tone="danger"
      />
    </>
  );
}
