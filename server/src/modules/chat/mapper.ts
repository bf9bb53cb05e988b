import type { ChatMessage, Conversation } from 'shared-api';
import type { ConversationRow, MessageRow } from '../../db/schema';

export function toMessageDto(m: MessageRow): ChatMessage {
  return {
    id: m.id,
    conversationId: m.conversationId,
    sequence: m.sequence,
    senderId: m.senderId,
    recipientId: m.recipientId,
    content: m.content,
    timestamp: m.createdAt.toISOString(),
    clientMessageId: m.clientMessageId,
  };
}

const DEFAULT_AVATAR = '/api/avatars/member.svg';

export function toConversationDto(
  c: ConversationRow,
  viewerId: number,
  opponentChannel: { id: number; name: string; thumbnail: string } | undefined,
  last: MessageRow | undefined,
): Conversation {
  const opponentUserId = c.user1Id === viewerId ? c.user2Id : c.user1Id;
  const name = opponentChannel?.name ?? 'CollabHub member';
  const thumbnail = opponentChannel?.thumbnail ?? DEFAULT_AVATAR;
  const updatedAt = c.updatedAt.toISOString();
  return {
    id: c.id,
    user1Id: c.user1Id,
    user2Id: c.user2Id,
    user1UnreadCount: c.user1UnreadCount,
    user2UnreadCount: c.user2UnreadCount,
    unreadCount: c.user1Id === viewerId ? c.user1UnreadCount : c.user2UnreadCount,
    opponentUserId,
    lastSequence: c.lastSequence,
    timestamp: updatedAt,
    lastMessageTime: last ? last.createdAt.toISOString() : null,
    updatedAt,
    opponentChannelInfo: {
      channelName: name,
      name,
      thumbnail,
      avatarUrl: thumbnail,
      channelId: opponentChannel?.id ?? null,
      id: opponentChannel?.id ?? null,
    },
    lastMessage: last
      ? { content: last.content, timestamp: last.createdAt.toISOString(), senderId: last.senderId }
      : null,
    opponentLastReadSequence: opponentLastRead(c, viewerId),
  };
}

/** Read receipts: how far the viewer's counterpart has read. */
export function opponentLastRead(c: ConversationRow, viewerId: number): number {
  return c.user1Id === viewerId ? c.user2LastReadSequence : c.user1LastReadSequence;
}
