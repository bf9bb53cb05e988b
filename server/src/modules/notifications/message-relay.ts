// MESSAGE notifications come from the chat's commit event: the chat writes only its own tables and tells its
// subscribers each committed batch; this subscription turns the batch into notifications (see
// NotificationService.messagesCommitted). A failure here leaves the messages committed and is logged.
import type { ChatCommits } from '../chat/events';
import type { NotificationService } from './service';

export interface RelayLog {
  error(obj: object, msg: string): void;
}

export function relayMessageNotifications(chat: ChatCommits, notifications: NotificationService, log?: RelayLog): () => void {
  return chat.onCommitted((messages) => notifications.messagesCommitted(messages).catch((err: unknown) => {
    log?.error({ err }, 'message notifications not written');
  }));
}
