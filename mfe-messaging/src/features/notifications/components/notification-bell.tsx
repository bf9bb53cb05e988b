// The header's notification bell (SPEC §2). Frame: the button and its empty dropdown; the unread count,
// polling and the list come with the notifications feature.
import { Popover } from 'shared-ui';

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

export function NotificationBell() {
  return (
    <Popover trigger={<BellIcon />} label="Notifications">
      <h2 style={{ margin: 0, fontSize: '1rem' }}>Notifications</h2>
      <p>No notifications yet</p>
      <p>We&apos;ll notify you when something important happens</p>
    </Popover>
  );
}
