import type { ChatMessage, Conversation } from 'shared-api';
import { bumpConversation, sortConversations } from './conversation-order';

const base = (id: number, at: string): Conversation => ({
  id, user1Id: 1, user2Id: 2, user1UnreadCount: 0, user2UnreadCount: 0, unreadCount: 0, opponentUserId: 2,
  lastSequence: 1, timestamp: at, lastMessageTime: at, updatedAt: at,
  opponentChannelInfo: { channelName: `c${id}`, name: `c${id}`, thumbnail: '', avatarUrl: '', channelId: null, id: null },
  lastMessage: { content: 'old', timestamp: at, senderId: 2 },
});
const message = (conversationId: number, senderId: number, at: string): ChatMessage => ({
  id: 99, conversationId, sequence: 2, senderId, recipientId: senderId === 1 ? 2 : 1, content: 'new', timestamp: at, clientMessageId: null,
});

it('orders by the latest activity', () => {
  const list = sortConversations([base(1, '2026-01-01T00:00:00Z'), base(2, '2026-01-02T00:00:00Z')]);
  expect(list.map((c) => c.id)).toEqual([2, 1]);
});

it('moves the conversation to the top with the new preview; counts unread only when asked', () => {
  const list = [base(2, '2026-01-02T00:00:00Z'), base(1, '2026-01-01T00:00:00Z')];
  const bumped = bumpConversation(list, message(1, 2, '2026-01-03T00:00:00Z'), 1, true);
  expect(bumped.map((c) => c.id)).toEqual([1, 2]);
  expect(bumped[0]).toMatchObject({ unreadCount: 1, user1UnreadCount: 1, lastSequence: 2, lastMessage: { content: 'new' } });
  const mine = bumpConversation(list, message(1, 1, '2026-01-03T00:00:00Z'), 1, false);
  expect(mine[0]).toMatchObject({ id: 1, unreadCount: 0 });
});
