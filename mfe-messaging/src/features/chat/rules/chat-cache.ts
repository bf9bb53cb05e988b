// The chat caches in localStorage (SPEC §3 "Local caches", §9): conversations for 5 minutes keyed by user id,
// messages for 10 minutes keyed by user id and conversation id. An expired or unreadable record counts as missing.
import type { ChatMessage, Conversation } from 'shared-api';

export const CONVERSATION_CACHE_TTL_MS = 5 * 60_000;
export const MESSAGE_CACHE_TTL_MS = 10 * 60_000;
export const CONVERSATION_CACHE_PREFIX = 'chat_conversations_';
export const MESSAGE_CACHE_PREFIX = 'chat_messages_';

export interface ConversationCacheRecord { conversations: Conversation[]; timestamp: number; userId: number }
export interface MessageCacheRecord { messages: ChatMessage[]; timestamp: number; userId: number; conversationId: number }

export const conversationCacheKey = (userId: number) => `${CONVERSATION_CACHE_PREFIX}${userId}`;
export const messageCacheKey = (userId: number, conversationId: number) => `${MESSAGE_CACHE_PREFIX}${userId}_${conversationId}`;

function read<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (err) {
    // A full storage only costs the cache, never the chat.
    console.error('Error writing the chat cache:', err);
  }
}

export class ChatCache {
  constructor(private readonly storage: Storage, private readonly userId: number, private readonly now: () => number = Date.now) {}

  conversations(): Conversation[] | null {
    const record = read<ConversationCacheRecord>(this.storage, conversationCacheKey(this.userId));
    if (!record || record.userId !== this.userId || !Array.isArray(record.conversations)) return null;
    return this.now() - record.timestamp < CONVERSATION_CACHE_TTL_MS ? record.conversations : null;
  }

  saveConversations(conversations: Conversation[]): void {
    write(this.storage, conversationCacheKey(this.userId), { conversations, timestamp: this.now(), userId: this.userId });
  }

  messages(conversationId: number): ChatMessage[] | null {
    const record = read<MessageCacheRecord>(this.storage, messageCacheKey(this.userId, conversationId));
    if (!record || record.userId !== this.userId || record.conversationId !== conversationId || !Array.isArray(record.messages)) return null;
    return this.now() - record.timestamp < MESSAGE_CACHE_TTL_MS ? record.messages : null;
  }

  saveMessages(conversationId: number, messages: ChatMessage[]): void {
    write(this.storage, messageCacheKey(this.userId, conversationId), {
      messages, timestamp: this.now(), userId: this.userId, conversationId,
    });
  }

  /** Adds one message to a conversation's cache if its id is not there yet (SPEC §4); keeps the record's age. */
  addMessage(message: ChatMessage): void {
    const key = messageCacheKey(this.userId, message.conversationId);
    const record = read<MessageCacheRecord>(this.storage, key);
    if (!record || !Array.isArray(record.messages) || record.messages.some((m) => m.id === message.id)) return;
    write(this.storage, key, { ...record, messages: [...record.messages, message].sort((a, b) => a.sequence - b.sequence) });
  }

  /** True when any message cache of this user exists (fresh or not): background preloading is then skipped. */
  hasAnyMessages(): boolean {
    const prefix = `${MESSAGE_CACHE_PREFIX}${this.userId}_`;
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (key?.startsWith(prefix) && this.messagesByKey(key)) return true;
    }
    return false;
  }

  private messagesByKey(key: string): boolean {
    const record = read<MessageCacheRecord>(this.storage, key);
    return Boolean(record && this.now() - record.timestamp < MESSAGE_CACHE_TTL_MS);
  }
}
