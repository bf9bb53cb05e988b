// The block confirmation (shared-ui's AlertDialog): what blocking does, then POST /api/blocks. Silent: the other
// member is not told.
import { useState } from 'react';
import { AlertDialog } from 'shared-ui';
import { blockMember } from '../api/requests-api';

export const BLOCK_EXPLAINED =
  'They will not be able to message you or send you collaboration requests, and you will not see each other in discovery or search. They are not told. You can unblock them in Settings.';

export interface BlockDialogProps {
  open: boolean;
  userId: number;
  name: string;
  onClose(): void;
  onBlocked(): void;
}

export function BlockDialog({ open, userId, name, onClose, onBlocked }: BlockDialogProps) {
  const [state, setState] = useState<'asking' | 'sending' | 'failed'>('asking');
  const close = () => {
    setState('asking');
    onClose();
  };
  const confirm = () => {
    if (state === 'sending') return;
    setState('sending');
    blockMember(userId)
      .then(() => {
        setState('asking');
        onBlocked();
      })
      .catch(() => setState('failed'));
  };
  return (
    <AlertDialog
      open={open}
      title={`Block ${name}?`}
      message={state === 'failed' ? 'Blocking did not work. Please try again.' : BLOCK_EXPLAINED}
      onDismiss={close}
      onConfirm={confirm}
      confirmLabel={state === 'sending' ? 'Blocking…' : 'Block'}
      tone="danger"
    />
  );
}
