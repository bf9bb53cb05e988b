// The header's notification bell (SPEC §2): the unread badge ('99+' above 99) and the dropdown. Clicking a
// notification marks it read, follows its link and closes the dropdown; Escape closes and returns focus here.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Notification } from 'shared-api';
import { useMyIds } from 'shared-auth';
import { CountBadge, PopoverRoot, PopoverTrigger, formatBadgeCount, useDismiss, useFocusTrap } from 'shared-ui';
import styled from 'styled-components';
import type { RealtimeConnection } from '../../../realtime/realtime-connection';
import { useNotificationCentre } from '../hooks/use-notification-centre';
import { internalLink } from '../rules/notification-rules';
import { BellIcon } from './notification-icon';
import { NotificationPanel } from './notification-panel';

// shared-ui's popover trigger, at the header's 40 px icon size, highlighted while open.
const Trigger = styled(PopoverTrigger)`
  width: 40px;
  height: 40px;
  padding: 0;
  &:hover, &[aria-expanded='true'] { background: ${({ theme }) => theme.colors.surfaceMuted}; color: ${({ theme }) => theme.colors.text}; }
`;

/* Anchored at the bell's top-right and growing rightwards, so a longer count ('99+') never covers the bell. */
const Count = styled(CountBadge)`
  position: absolute;
  top: -6px;
  left: 26px;
  pointer-events: none;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  box-sizing: content-box;
`;

export function bellLabel(badge: string | null): string {
  return badge ? `Notifications, ${badge} unread` : 'Notifications';
}

/** `connection`: the tab's one realtime connection, handed in by expose/ (null while there is none: the bell polls). */
export function NotificationBell({ connection }: { connection: RealtimeConnection | null }) {
  const { userId } = useMyIds();
  const centre = useNotificationCentre({ userId, connection });
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const badge = formatBadgeCount(centre.unreadCount);
  const { load } = centre;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) requestAnimationFrame(() => trigger.current?.focus());
  }, []);
  useDismiss(root, open, useCallback((reason) => close(reason === 'escape'), [close]));
  useFocusTrap(panel, open, panel);

  useEffect(() => {
    if (open) load();
  }, [open, load]);

  // On phones the panel is fixed to the viewport, just below the bell's row of the header.
  useEffect(() => {
    if (!open || !trigger.current || !panel.current) return;
    const bottom = trigger.current.getBoundingClientRect().bottom;
    panel.current.style.setProperty('--notification-panel-top', `${Math.round(bottom + 8)}px`);
  }, [open]);

  const onOpen = (n: Notification) => {
    centre.markRead(n);
    setOpen(false);
    const link = internalLink(n.link);
    if (link) navigate(link);
    else requestAnimationFrame(() => trigger.current?.focus());
  };

  return (
    <PopoverRoot ref={root}>
      <Trigger
        ref={trigger}
        type="button"
        aria-label={bellLabel(badge)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <BellIcon />
        {badge && <Count aria-hidden="true" data-testid="notification-badge">{badge}</Count>}
      </Trigger>
      {open && <NotificationPanel id={panelId} titleId={titleId} panelRef={panel} centre={centre} onOpen={onOpen} />}
    </PopoverRoot>
  );
}
