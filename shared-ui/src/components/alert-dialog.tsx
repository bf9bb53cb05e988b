import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from './button';
import { useFocusTrap } from './use-focus-trap';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div`
  width: min(440px, 100%);
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space[6]};
  &:focus { outline: none; }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: 0 0 ${({ theme }) => theme.space[2]};
`;

const Message = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space[6]};
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface AlertDialogProps {
  open: boolean;
  /**
   * Closes the dialog and changes nothing: Escape, the dismiss button ("OK" of a notice, "Cancel" of a confirm
   * dialog). Escape always means this, never the confirm action.
   */
  onDismiss: () => void;
  title?: ReactNode;
  message: ReactNode;
  /** When given, the dialog is a confirm dialog: a second button runs the action. */
  onConfirm?: () => void;
  /** Label of the confirm button (e.g. 'Cancel subscription'). */
  confirmLabel?: string;
  /** Label of the dismiss button: 'OK' for a notice, 'Cancel' for a confirm dialog by default. */
  dismissLabel?: string;
  /** 'danger': the confirm button is styled as destructive. */
  tone?: 'default' | 'danger';
}

/**
 * The in-app replacement for window.alert/confirm: role="alertdialog", modal, focus trapped, focus returns to where
 * it was. The dismiss button takes focus first, so Enter right after opening changes nothing either.
 */
export function AlertDialog({
  open, onDismiss, title = 'Notice', message, onConfirm, confirmLabel = 'Confirm', dismissLabel, tone = 'default',
}: AlertDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const dismiss = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  useFocusTrap(panel, open, dismiss);
  if (!open) return null;
  const confirmDialog = onConfirm !== undefined;
  return createPortal(
    <Overlay>
      <Panel
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onDismiss();
          }
        }}
      >
        <Title id={titleId}>{title}</Title>
        <Message id={messageId}>{message}</Message>
        <Actions>
          <Button ref={dismiss} variant={confirmDialog ? 'secondary' : 'primary'} onClick={onDismiss}>
            {dismissLabel ?? (confirmDialog ? 'Cancel' : 'OK')}
          </Button>
          {confirmDialog && (
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          )}
        </Actions>
      </Panel>
    </Overlay>,
    document.body,
  );
}
