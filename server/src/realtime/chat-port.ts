// What the realtime layer needs from the rest of the server. The plugin adapts the app's identity and chat
// services to this shape; tests and the benchmark can run the STOMP server against the same real services.
// Messages are shared-api's ChatMessage and inputs the chat service's SendMessageInput: one type each, end to end.
// Refusals are HttpErrors (chat-errors.ts translates them for STOMP).
import type { ChatMessage } from 'shared-api';
import type { SendMessageInput, SendMessageResult } from '../modules/chat/service';

export interface ChatPort {
  /**
   * Verifies a bearer token and maps it to the user's database id: null for a bad token, a 4xx HttpError for a
   * valid token whose account has no user row yet.
   */
  authenticate(token: string): Promise<{ userId: number } | null>;
  /**
   * Commits the message (idempotent per sender and client message id) and returns it. `originSessionId`, the
   * sending session, is handed on with the committed message so its delivery skips that session.
   */
  sendMessage(input: SendMessageInput, originSessionId?: string): Promise<SendMessageResult>;
  /** Commits several messages in one database transaction, in order: all of them or none (a STOMP COMMIT). */
  sendMessages(inputs: SendMessageInput[], originSessionId?: string): Promise<SendMessageResult[]>;
  /** Loads a committed message by id (used when another instance announces one). */
  loadMessage(id: number): Promise<ChatMessage | null>;
  /** Users who may see this one's presence (the relationship policy): they are told when it changes. */
  contactsOf(userId: number): Promise<number[]>;
}
