import type { ChatItem } from '../rules/message-list';
import { lastSeenKey } from './chat-window';

const item = (key: string, senderId: number, sequence: number | null): ChatItem => ({
  key, id: sequence, sequence, clientMessageId: null, conversationId: 1, senderId, recipientId: 3 - senderId,
  content: key, timestamp: '', state: sequence === null ? 'sending' : 'sent',
});

it("puts 'Seen' under my last message the other user has read, by server sequence", () => {
  const items = [item('a', 1, 1), item('b', 2, 2), item('c', 1, 3), item('d', 1, null)];
  expect(lastSeenKey(items, 1, 0)).toBeNull();
  expect(lastSeenKey(items, 1, 2)).toBe('a');
  expect(lastSeenKey(items, 1, 3)).toBe('c');
  expect(lastSeenKey(items, 2, 3)).toBe('b');
});
