// The chat service writes a MESSAGE notification in the same transaction as the message and announces the message
// after the commit; this relay turns that announcement into a notification push for the recipient.
import type { ChatMessage } from 'shared-api';
import type { ChatEvents } from '../chat/service';
import type { NotificationService } from './service';

export function relayMessageNotifications(
  chatEvents: ChatEvents,
  notifications: NotificationService,
  log: (err: unknown, msg: string) => void,
): () => void {
  const onMessage = (message: ChatMessage) => {
    notifications.announceMessage(message).catch((err: unknown) => log(err, 'Announcing a message notification failed'));
  };
  chatEvents.on('message', onMessage);
  return () => chatEvents.off('message', onMessage);
}
