// The chat calls (SPEC §7 and the catch-up call), typed with shared-api. Failures are logged with the spec's
// 'Error ...:' prefix and rethrown (SPEC §8). The HTTP function is injectable so integration tests can act as any user.
import type { ChatMessage, Conversation } from 'shared-api';
import { authFetch } from 'shared-auth';

export type HttpFn = <T>(path: string, init?: RequestInit) => Promise<T>;

export interface ChatApi {
  conversations(userId: number): Promise<Conversation[]>;
  history(userId: number, otherUserId: number, before?: number, limit?: number): Promise<ChatMessage[]>;
  catchUp(conversationId: number, afterSequence: number): Promise<ChatMessage[]>;
  openConversation(user1Id: number, user2Id: number): Promise<Conversation>;
  sendMessage(body: { senderId: number; recipientId: number; content: string; clientMessageId?: string }): Promise<ChatMessage>;
  markAsRead(conversationId: number, userId: number): Promise<void>;
}

async function logged<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    console.error(`Error ${what}:`, err);
    throw err;
  }
}

export function createChatApi(http: HttpFn = authFetch): ChatApi {
  return {
    conversations: (userId) => logged('fetching conversations', () => http<Conversation[]>(`/api/conversations/${userId}`)),
    history: (userId, otherUserId, before, limit) => {
      const query = new URLSearchParams();
      if (before !== undefined) query.set('before', String(before));
      if (limit !== undefined) query.set('limit', String(limit));
      const qs = query.toString();
      return logged('fetching messages', () => http<ChatMessage[]>(`/api/messages/${userId}/${otherUserId}${qs ? `?${qs}` : ''}`));
    },
    catchUp: (conversationId, afterSequence) =>
      logged('catching up messages', () =>
        http<ChatMessage[]>(`/api/conversations/${conversationId}/messages?afterSequence=${afterSequence}`)),
    openConversation: (user1Id, user2Id) =>
      logged('creating conversation', () =>
        http<Conversation>('/api/conversations', { method: 'POST', body: JSON.stringify({ user1Id, user2Id }) })),
    sendMessage: (body) =>
      logged('sending message', () => http<ChatMessage>('/api/messages', { method: 'POST', body: JSON.stringify(body) })),
    markAsRead: (conversationId, userId) =>
      logged('marking conversation as read', async () => {
        await http(`/api/conversations/${conversationId}/mark-as-read/${userId}`, { method: 'POST' });
      }),
  };
}
