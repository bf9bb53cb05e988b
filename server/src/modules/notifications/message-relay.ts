// The chat service writes a MESSAGE notification in the same statement as the message (with its recipient's
// unread count) and announces the message, with that notification, after the commit; this relay turns those
// notifications into pushes for the recipients, with no query of its own. Notifications committed together are
// announced together, after the turn that resolved their commit, so a recipient hears only the newest of each
// conversation.
import type { ChatMessage } from 'shared-api';
import type { ChatEvents } from '../chat/service';
import type { CommittedNotification } from './repository';
import type { NotificationService } from './service';

export function relayMessageNotifications(chatEvents: ChatEvents, notifications: NotificationService): () => void {
  let waiting: CommittedNotification[] = [];
  let stopped = false;
  const flush = () => {
    const batch = waiting;
    waiting = [];
    if (!stopped) notifications.announceMessageNotifications(batch);
  };
  const onMessage = (_message: ChatMessage, _origin: string | undefined, notification: CommittedNotification | null) => {
    if (!notification) return;
    waiting.push(notification);
    if (waiting.length === 1) setImmediate(flush);
  };
  chatEvents.on('message', onMessage);
  return () => {
    stopped = true;
    chatEvents.off('message', onMessage);
  };
}
