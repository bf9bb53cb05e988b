// The total unread count shown on the header's Messages link ('99+' above 99; nothing at zero).
import styled from 'styled-components';
import { CountBadge, formatBadgeCount } from 'shared-ui';
import { useChatServiceHost, useChatSnapshot } from '../../chat/hooks/chat-service-host';

const Badge = styled(CountBadge)`
  margin-left: 6px;
  vertical-align: middle;
`;

export function UnreadBadge() {
  useChatServiceHost();
  const snapshot = useChatSnapshot();
  const total = (snapshot?.conversations ?? []).reduce((sum, c) => sum + Math.max(0, c.unreadCount), 0);
  const text = formatBadgeCount(total);
  if (!text) return null;
  return <Badge data-testid="messages-unread" aria-label={`${total} unread messages`}>{text}</Badge>;
}

/** Renders nothing: keeps the tab's chat data service (and its one realtime connection) running. */
export function ChatServiceHost() {
  useChatServiceHost();
  return null;
}
