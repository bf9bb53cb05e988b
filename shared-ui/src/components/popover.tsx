import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme/focus-ring';
import { PopoverPanel } from './dropdown';
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

/** A button that opens a non-modal panel (e.g. the notification list); Escape or a click outside closes it. */
export function Popover({ trigger, label, children, align = 'end', onOpenChange, className }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const change = useCallback((next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  }, [onOpenChange]);
  const close = useCallback(() => change(false), [change]);
  useDismiss(root, open, useCallback((reason) => {
    change(false);
    if (reason === 'escape') triggerRef.current?.focus();
  }, [change]));
  return (
    <PopoverRoot ref={root} className={className}>
      <PopoverTrigger
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => change(!open)}
      >
        {trigger}
      </PopoverTrigger>
      {open && (
        <PopoverPanel $align={align} id={panelId} role="dialog" aria-label={label}>
          {typeof children === 'function' ? children(close) : children}
        </PopoverPanel>
      )}
    </PopoverRoot>
  );
}
