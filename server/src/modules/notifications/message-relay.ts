// The chat service writes a MESSAGE notification in the same statement as the message and announces the message,
// with that notification, after the commit; this relay turns those notifications into pushes for the recipients.
// Messages committed together are announced together, and one announcement runs at a time (the next one takes
// everything committed meanwhile), so under load the pushes cost one query per batch, never one per message, and
// never crowd the chat's own writes out of the connection pool.
import type { ChatMessage } from 'shared-api';
import type { NotificationRow } from '../../db/schema';
import type { ChatEvents } from '../chat/service';
import type { NotificationService } from './service';

export function relayMessageNotifications(
  chatEvents: ChatEvents,
  notifications: NotificationService,
  log: (err: unknown, msg: string) => void,
): () => void {
  let waiting: NotificationRow[] = [];
  let running = false;
  let stopped = false;
  const drain = async () => {
    running = true;
    try {
      while (waiting.length > 0 && !stopped) {
        const batch = waiting;
        waiting = [];
        await notifications.announceMessageNotifications(batch).catch((err: unknown) => log(err, 'Announcing message notifications failed'));
      }
    } finally {
      running = false;
    }
  };
  const onMessage = (_message: ChatMessage, _origin: string | undefined, notification: NotificationRow | null) => {
    if (!notification) return;
    waiting.push(notification);
    // After the current turn: the other messages of the same commit are announced in the same batch.
    if (!running && waiting.length === 1) setImmediate(() => void drain());
  };
  chatEvents.on('message', onMessage);
  return () => {
    stopped = true;
    chatEvents.off('message', onMessage);
  };
}
