// What the realtime layer needs from the rest of the server. The plugin adapts the app's identity and chat
// services to this shape; tests and the benchmark can run the STOMP server against the same real services.

export interface ChatMessage {
  id: number;
  conversationId: number;
  sequence: number;
  senderId: number;
  recipientId: number;
  content: string;
  timestamp: string;
  clientMessageId: string | null;
}

export interface SendMessageInput {
  senderId: number;
  recipientId: number;
  content: string;
  clientMessageId?: string;
}

export interface ChatPort {
  /**
   * Verifies a bearer token and maps it to the user's database id: null for a bad token, ChatInputError for a
   * valid token whose account has no user row yet.
   */
  authenticate(token: string): Promise<{ userId: number } | null>;
  /** Commits the message (idempotent per sender and client message id) and returns it. */
  sendMessage(input: SendMessageInput): Promise<{ message: ChatMessage; duplicate: boolean }>;
  /** Commits several messages in one database transaction, in order: all of them or none (a STOMP COMMIT). */
  sendMessages(inputs: SendMessageInput[]): Promise<Array<{ message: ChatMessage; duplicate: boolean }>>;
  /** Loads a committed message by id (used when another instance announces one). */
  loadMessage(id: number): Promise<ChatMessage | null>;
  /** Users who share a conversation with this one: they are told when the user goes online or offline. */
  contactsOf(userId: number): Promise<number[]>;
}

/** A rejected send that the client caused (bad input); anything else is reported as an internal error. */
export class ChatInputError extends Error {}
