// Adapts the server's identity and chat services to what the STOMP server needs. Who may message whom, and whom
// a member's presence is pushed to, is the relationship policy's decision (modules/relationships).
import type { Db } from '../db/client';
import { HttpError, forbidden } from '../errors';
import { UserRepository } from '../modules/auth/repository';
import { toMessageDto } from '../modules/chat/mapper';
import { ChatRepository } from '../modules/chat/repository';
import type { ChatService, SendMessageInput } from '../modules/chat/service';
import type { RelationshipPolicy } from '../modules/relationships/policy';
import type { Identity } from '../plugins/identity';
import { type ChatPort } from './chat-port';

export function createAppChatPort(deps: { identity: Identity; chat: ChatService; db: Db; relationships: RelationshipPolicy }): ChatPort {
  const users = new UserRepository(deps.db);
  const chatRepo = new ChatRepository(deps.db);
  const mayMessage = (input: SendMessageInput) => deps.relationships.assertMayMessage(input.senderId, input.recipientId);
  return {
    async authenticate(token) {
      let uid: string;
      try {
        ({ uid } = await deps.identity.verify(token));
      } catch (err) {
        if (err instanceof HttpError && err.statusCode < 500) return null;
        throw err;
      }
      // A valid token of someone who never registered has no user id to chat as.
      const user = await users.findByUid(uid);
      if (!user) throw forbidden('Account not registered: call /api/register first');
      return { userId: user.id };
    },
    async sendMessage(input, originSessionId) {
      // The same rule as REST POST /api/messages.
      await mayMessage(input);
      return deps.chat.sendMessage(input, originSessionId);
    },
    async sendMessages(inputs, originSessionId) {
      for (const input of inputs) await mayMessage(input);
      // One statement writes them all: a STOMP transaction's SENDs are stored all together or not at all.
      return deps.chat.sendMessagesAtomically(inputs, originSessionId);
    },
    async loadMessage(id) {
      const [row] = await chatRepo.messagesByIds([id]);
      return row ? toMessageDto(row) : null;
    },
    contactsOf(userId) {
      return deps.relationships.presenceAudience(userId);
    },
  };
}
