// Adapts the server's identity and chat services to what the STOMP server needs. Who may message whom, and whom
// a member's presence is pushed to, is the relationship policy's decision (modules/relationships).
import { HttpError, forbidden } from '../errors';
import type { AccountService } from '../modules/auth/service';
import type { ChatService, SendMessageInput } from '../modules/chat/service';
import type { RelationshipPolicy } from '../modules/relationships/policy';
import type { Identity } from '../plugins/identity';
import { type ChatPort } from './chat-port';

export function createAppChatPort(deps: {
  identity: Identity; chat: ChatService; account: AccountService; relationships: RelationshipPolicy;
}): ChatPort {
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
      const user = await deps.account.userByUid(uid);
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
    loadMessage(id) {
      return deps.chat.messageById(id);
    },
    contactsOf(userId) {
      return deps.relationships.presenceAudience(userId);
    },
  };
}
