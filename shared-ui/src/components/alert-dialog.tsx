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
  /** Called on OK, on Escape, and on Cancel when there is no onCancel. */
  onClose: () => void;
  title?: ReactNode;
  message: ReactNode;
  okLabel?: string;
  /** When given, a Cancel button is shown (a confirm dialog). */
  onCancel?: () => void;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
}

/**
 * The in-app replacement for window.alert/confirm: role="alertdialog", modal, focus trapped,
 * Escape or OK closes and focus returns to where it was.
 */
export function AlertDialog({
  open, onClose, title = 'Notice', message, okLabel = 'OK', onCancel, cancelLabel = 'Cancel', tone = 'default',
}: AlertDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const ok = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  useFocusTrap(panel, open, ok);
  if (!open) return null;
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
            (onCancel ?? onClose)();
          }
        }}
      >
        <Title id={titleId}>{title}</Title>
        <Message id={messageId}>{message}</Message>
        <Actions>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
          )}
          <Button ref={ok} variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onClose}>
            {okLabel}
          </Button>
        </Actions>
      </Panel>
    </Overlay>,
    document.body,
  );
}
