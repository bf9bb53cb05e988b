import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/focus-ring';
import { useDismiss } from './use-dismiss';

/** The positioning box of a popover: the trigger, with the panel absolutely placed under it. */
export const PopoverRoot = styled.div`
  position: relative;
  display: inline-block;
`;

/** The round icon button that opens a popover (the notification bell's is one too). */
export const PopoverTrigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: transparent;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  ${focusRing}
`;

/** The panel under the trigger, aligned to its start or end edge; the popover's dialog and the dropdown's menu. */
export const PopoverPanel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 6px);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 200px;
  max-width: min(380px, calc(100vw - 16px));
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space[1]};
`;

export interface PopoverProps {
  trigger: ReactNode;
  /** Accessible name of the trigger and the panel, e.g. 'Notifications'. */
  label: string;
  /** Panel content; a function receives `close` for items that navigate away. */
  children: ReactNode | ((close: () => void) => ReactNode);
  align?: 'start' | 'end';
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * The open state of a trigger-and-panel pair: Escape or a press outside the root closes it (Escape returns focus
 * to the trigger), and `triggerProps` wire the trigger's click and ARIA state to the panel's id.
 */
export function usePopover(onOpenChange?: (open: boolean) => void) {
  const [open, setOpenState] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  }, [onOpenChange]);
  const close = useCallback((restoreFocus = false) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, [setOpen]);
  useDismiss(root, open, useCallback((reason) => close(reason === 'escape'), [close]));
  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    onClick: () => setOpen(!open),
  };
  return { open, setOpen, close, root, panelId, triggerProps };
}

/** A button that opens a non-modal panel (e.g. the notification list); Escape or a click outside closes it. */
export function Popover({ trigger, label, children, align = 'end', onOpenChange, className }: PopoverProps) {
  const { open, close, root, panelId, triggerProps } = usePopover(onOpenChange);
  return (
    <PopoverRoot ref={root} className={className}>
      <PopoverTrigger {...triggerProps} aria-label={label}>
        {trigger}
      </PopoverTrigger>
      {open && (
        <PopoverPanel $align={align} id={panelId} role="dialog" aria-label={label}>
          {typeof children === 'function' ? children(() => close()) : children}
        </PopoverPanel>
      )}
    </PopoverRoot>
  );
}
