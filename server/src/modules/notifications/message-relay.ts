// The chat service writes a MESSAGE notification in the same statement as the message and announces the message
// after the commit; this relay turns those announcements into notification pushes for the recipients. Messages
// committed together are announced together, and one announcement runs at a time (the next one takes everything
// committed meanwhile), so under load the pushes cost one query per batch, never two per message, and never
// crowd the chat's own writes out of the connection pool.
import type { ChatMessage } from 'shared-api';
import type { ChatEvents } from '../chat/service';
import type { NotificationService } from './service';

export function relayMessageNotifications(
  chatEvents: ChatEvents,
  notifications: NotificationService,
  log: (err: unknown, msg: string) => void,
): () => void {
  let waiting: ChatMessage[] = [];
  let running = false;
  let stopped = false;
  const drain = async () => {
    running = true;
    try {
      while (waiting.length > 0 && !stopped) {
        const batch = waiting;
        waiting = [];
        await notifications.announceMessages(batch).catch((err: unknown) => log(err, 'Announcing message notifications failed'));
      }
    } finally {
      running = false;
    }
  };
  const onMessage = (message: ChatMessage) => {
    waiting.push(message);
    // After the current turn: the other messages of the same commit are announced in the same batch.
    if (!running && waiting.length === 1) setImmediate(() => void drain());
  };
  chatEvents.on('message', onMessage);
  return () => {
    stopped = true;
    chatEvents.off('message', onMessage);
  };
}
