import { ChatCache, CONVERSATION_CACHE_TTL_MS, MESSAGE_CACHE_TTL_MS, conversationCacheKey, messageCacheKey } from './chat-cache';

const message = (id: number, sequence: number) => ({
  id, conversationId: 4, sequence, senderId: 1, recipientId: 2, content: `m${id}`, timestamp: '2026-01-01T00:00:00Z', clientMessageId: null,
});

it('keeps conversations 5 minutes and messages 10 minutes, keyed by user (and conversation)', () => {
  expect(CONVERSATION_CACHE_TTL_MS).toBe(300_000);
  expect(MESSAGE_CACHE_TTL_MS).toBe(600_000);
  let now = 1_000_000;
  const cache = new ChatCache(localStorage, 7, () => now);
  cache.saveConversations([]);
  cache.saveMessages(4, [message(1, 1)]);
  expect(JSON.parse(localStorage.getItem(conversationCacheKey(7))!)).toMatchObject({ userId: 7, timestamp: now });
  expect(JSON.parse(localStorage.getItem(messageCacheKey(7, 4))!)).toMatchObject({ userId: 7, conversationId: 4 });
  now += CONVERSATION_CACHE_TTL_MS - 1;
  expect(cache.conversations()).toEqual([]);
  now += 1;
  expect(cache.conversations()).toBeNull();
  expect(cache.messages(4)).toHaveLength(1);
  now += MESSAGE_CACHE_TTL_MS;
  expect(cache.messages(4)).toBeNull();
  expect(new ChatCache(localStorage, 8, () => now).conversations()).toBeNull();
});

it('adds an incoming message only when its id is not cached yet', () => {
  const cache = new ChatCache(localStorage, 9);
  cache.saveMessages(4, [message(1, 1)]);
  cache.addMessage(message(2, 2));
  cache.addMessage(message(2, 2));
  expect(cache.messages(4)!.map((m) => m.id)).toEqual([1, 2]);
  expect(cache.hasAnyMessages()).toBe(true);
});
