// Conversation list order and the effect of a new message on it (SPEC §4 "In the messages page").
import type { ChatMessage, Conversation } from 'shared-api';

function lastActivity(c: Conversation): number {
  const t = Date.parse(c.lastMessage?.timestamp ?? c.lastMessageTime ?? c.updatedAt ?? c.timestamp);
  return Number.isNaN(t) ? 0 : t;
}

/** Most recent activity first; ties by id (newest first) so the order is stable. */
export function sortConversations(conversations: readonly Conversation[]): Conversation[] {
  return [...conversations].sort((a, b) => lastActivity(b) - lastActivity(a) || b.id - a.id);
}

/**
 * A message moves its conversation to the top with it as the preview; the unread count goes up by one only
 * when `countUnread` (from someone else, and that conversation is not open).
 */
export function bumpConversation(
  conversations: readonly Conversation[], message: ChatMessage, userId: number, countUnread: boolean,
): Conversation[] {
  const index = conversations.findIndex((c) => c.id === message.conversationId);
  if (index < 0) return [...conversations];
  const c = conversations[index]!;
  const isNewer = !c.lastMessage || Date.parse(message.timestamp) >= Date.parse(c.lastMessage.timestamp);
  const unread = countUnread ? c.unreadCount + 1 : c.unreadCount;
  const updated: Conversation = {
    ...c,
    unreadCount: unread,
    ...(countUnread ? (c.user1Id === userId ? { user1UnreadCount: unread } : { user2UnreadCount: unread }) : {}),
    lastSequence: Math.max(c.lastSequence, message.sequence),
    ...(isNewer ? {
      lastMessage: { content: message.content, timestamp: message.timestamp, senderId: message.senderId },
      lastMessageTime: message.timestamp,
      updatedAt: message.timestamp,
    } : {}),
  };
  const rest = conversations.filter((_, i) => i !== index);
  return isNewer ? [updated, ...rest] : sortConversations([...rest, updated]);
}

/** Case-insensitive match on the other channel's name (the list's search box). */
export function filterConversations(conversations: readonly Conversation[], query: string): Conversation[] {
  // An empty box filters nothing, and must not pay for the locale-aware lower-casing (the first locale call of a
  // page loads the browser's locale data).
  const trimmed = query.trim();
  if (!trimmed) return [...conversations];
  const q = trimmed.toLocaleLowerCase();
  return conversations.filter((c) =>
    (c.opponentChannelInfo.channelName || c.opponentChannelInfo.name).toLocaleLowerCase().includes(q));
}
