// Blocking another member, wherever it is offered (profile, channel page, chat): what a block does, then the
// caller's block call (shared-auth's blockMember). A block is silent: the other member is not told.
import { useState } from 'react';
import { AlertDialog } from './alert-dialog';
import { Button } from './button';

export const BLOCK_EXPLAINED =
  'They will not be able to message you or send you collaboration requests, and you will not see each other in discovery or search. They are not told. You can unblock them in Settings.';
export const BLOCK_FAILED = 'Blocking did not work. Please try again.';

/** The block call: 'unavailable' when the server has no blocking (it counts as a failure here). */
export type BlockCall = () => Promise<'blocked' | 'unavailable'>;

export interface BlockDialogProps {
  open: boolean;
  /** The member's channel name, in the title 'Block {name}?'. */
  name: string;
  onBlock: BlockCall;
  onClose(): void;
  onBlocked(): void;
}

/** The confirmation: Block sends, Escape or Cancel closes; a failure says so and offers another try. */
export function BlockDialog({ open, name, onBlock, onClose, onBlocked }: BlockDialogProps) {
  const [state, setState] = useState<'asking' | 'sending' | 'failed'>('asking');
  const close = () => {
    setState('asking');
    onClose();
  };
  const confirm = () => {
    if (state === 'sending') return;
    setState('sending');
    onBlock()
      .then((result) => {
        if (result !== 'blocked') throw new Error('Blocking is not available');
        setState('asking');
        onBlocked();
      })
      .catch(() => setState('failed'));
  };
  return (
    <AlertDialog
      open={open}
      title={`Block ${name}?`}
      message={state === 'failed' ? BLOCK_FAILED : BLOCK_EXPLAINED}
      onDismiss={close}
      onConfirm={confirm}
      confirmLabel={state === 'sending' ? 'Blocking…' : 'Block'}
      tone="danger"
    />
  );
}

export interface BlockMemberButtonProps {
  name: string;
  onBlock: BlockCall;
}

/** "Block" on a member's page: the button opens the confirmation and reads Blocked (disabled) afterwards. */
export function BlockMemberButton({ name, onBlock }: BlockMemberButtonProps) {
  const [state, setState] = useState<'closed' | 'asking' | 'blocked'>('closed');
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setState('asking')} disabled={state === 'blocked'}>
        {state === 'blocked' ? 'Blocked' : 'Block'}
      </Button>
      <BlockDialog
        open={state === 'asking'}
        name={name}
        onBlock={onBlock}
        onClose={() => setState('closed')}
        onBlocked={() => setState('blocked')}
      />
    </>
  );
}
