// Adapts the server's identity and chat services to what the STOMP server needs.
import type { Db } from '../db/client';
import { HttpError, forbidden } from '../errors';
import { UserRepository } from '../modules/auth/repository';
import { toMessageDto } from '../modules/chat/mapper';
import { ChatRepository } from '../modules/chat/repository';
import type { ChatService, SendMessageInput, SendMessageResult } from '../modules/chat/service';
import { ConversationPolicy } from '../modules/collab-requests/conversation-policy';
import { CollabRequestRepository } from '../modules/collab-requests/repository';
import type { Identity } from '../plugins/identity';
import { type ChatPort } from './chat-port';

/** How many sender → recipient pairs the port remembers as already sharing a conversation. */
const KNOWN_PAIRS_MAX = 100_000;

export function createAppChatPort(deps: { identity: Identity; chat: ChatService; db: Db }): ChatPort {
  const users = new UserRepository(deps.db);
  const chatRepo = new ChatRepository(deps.db);
  const policy = new ConversationPolicy(new CollabRequestRepository(deps.db));
  // Pairs that share a conversation may always message each other (conversations are never deleted; a deleted
  // user is caught by the insert itself), so after one committed message the pair skips the policy's queries.
  const knownPairs = new Set<string>();
  const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  const mayMessage = async (input: SendMessageInput) => {
    if (!knownPairs.has(pairKey(input.senderId, input.recipientId))) await policy.assertMayMessage(input.senderId, input.recipientId);
  };
  const remember = (results: SendMessageResult[]) => {
    if (knownPairs.size > KNOWN_PAIRS_MAX) knownPairs.clear();
    for (const { message } of results) knownPairs.add(pairKey(message.senderId, message.recipientId));
  };
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
      // The same Invite Only rule as REST POST /api/messages.
      await mayMessage(input);
      const result = await deps.chat.sendMessage(input, originSessionId);
      remember([result]);
      return result;
    },
    async sendMessages(inputs, originSessionId) {
      for (const input of inputs) await mayMessage(input);
      // One statement writes them all: a STOMP transaction's SENDs are stored all together or not at all.
      const results = await deps.chat.sendMessagesAtomically(inputs, originSessionId);
      remember(results);
      return results;
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
