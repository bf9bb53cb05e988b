// The total unread count shown on the header's Messages link ('99+' above 99; nothing at zero).
import styled from 'styled-components';
import { CountBadge, formatBadgeCount, VisuallyHidden } from 'shared-ui';
import { useChatServiceHost, useChatSnapshot } from '../../chat/hooks/chat-service-host';

const Badge = styled(CountBadge)`
  margin-left: 6px;
  vertical-align: middle;
`;

export function unreadMessagesText(total: number): string {
  return `${total} unread message${total === 1 ? '' : 's'}`;
}

export function UnreadBadge() {
  useChatServiceHost();
  const snapshot = useChatSnapshot();
  const total = (snapshot?.conversations ?? []).reduce((sum, c) => sum + Math.max(0, c.unreadCount), 0);
  const text = formatBadgeCount(total);
  if (!text) return null;
  // An aria-label on a plain span is not read (it would be just "1"): the number is hidden from assistive
  // technology and a visually hidden text says what it counts.
  return (
    <>
      <Badge data-testid="messages-unread" aria-hidden="true">{text}</Badge>
      <VisuallyHidden>{unreadMessagesText(total)}</VisuallyHidden>
    </>
  );
}

/** Renders nothing: keeps the tab's chat data service (and its one realtime connection) running. */
export function ChatServiceHost() {
  useChatServiceHost();
  return null;
}
