// Adapts the server's identity and chat services to what the STOMP server needs.
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { UserRepository } from '../modules/auth/repository';
import { toMessageDto } from '../modules/chat/mapper';
import { ChatRepository } from '../modules/chat/repository';
import type { ChatService } from '../modules/chat/service';
import { ConversationPolicy } from '../modules/collab-requests/conversation-policy';
import { CollabRequestRepository } from '../modules/collab-requests/repository';
import type { Identity } from '../plugins/identity';
import { type ChatPort, ChatInputError } from './chat-port';

export function createAppChatPort(deps: { identity: Identity; chat: ChatService; db: Db }): ChatPort {
  const users = new UserRepository(deps.db);
  const chatRepo = new ChatRepository(deps.db);
  const policy = new ConversationPolicy(new CollabRequestRepository(deps.db));
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
      if (!user) throw new ChatInputError('Account not registered: call /api/register first');
      return { userId: user.id };
    },
    async sendMessage(input) {
      try {
        // The same Invite Only rule as REST POST /api/messages.
        await policy.assertMayMessage(input.senderId, input.recipientId);
        return await deps.chat.sendMessage(input);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode < 500) throw new ChatInputError(err.message);
        throw err;
      }
    },
    async sendMessages(inputs) {
      try {
        for (const input of inputs) await policy.assertMayMessage(input.senderId, input.recipientId);
        // One statement writes them all: a STOMP transaction's SENDs are stored all together or not at all.
        return await deps.chat.sendMessagesAtomically(inputs);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode < 500) throw new ChatInputError(err.message);
        throw err;
      }
    },
    async loadMessage(id) {
      const [row] = await chatRepo.messagesByIds([id]);
      return row ? toMessageDto(row) : null;
    },
    async contactsOf(userId) {
      const rows = await chatRepo.conversationsOf(userId);
      return rows.map((c) => (c.user1Id === userId ? c.user2Id : c.user1Id));
    },
  };
}
