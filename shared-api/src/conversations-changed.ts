// The block/unblock push of a member's notifications queue, recognised without zod: the chat client that listens
// for it runs on every signed-in page (the notification bell), where the schema library would cost ~27 KB gzip.
import type { ConversationsChangedPush } from './blocks';

export const CONVERSATIONS_CHANGED_EVENT = 'conversations-changed';
export const CONVERSATIONS_CHANGED_REASONS = ['blocked', 'unblocked'] as const;

/** The same test as conversationsChangedPushSchema (blocks.ts), for the web. */
export function isConversationsChangedPush(body: unknown): body is ConversationsChangedPush {
  if (typeof body !== 'object' || body === null) return false;
  const { event, userId, reason } = body as Record<string, unknown>;
  return event === CONVERSATIONS_CHANGED_EVENT && Number.isInteger(userId)
    && (CONVERSATIONS_CHANGED_REASONS as readonly unknown[]).includes(reason);
}
