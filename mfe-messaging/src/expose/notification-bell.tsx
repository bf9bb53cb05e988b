// The bell, composed with the tab's one realtime connection: the chat client's, from the session's store.
import { useRealtimeConnection } from '../features/chat/hooks/chat-service-host';
import { NotificationBell } from '../features/notifications/components/notification-bell';

export default function ConnectedNotificationBell() {
  return <NotificationBell connection={useRealtimeConnection()} />;
}
