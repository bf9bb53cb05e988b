// The chat service, shared by the REST routes and the realtime STOMP server. A message is committed (with its
// per-conversation sequence, the recipient's unread count and a MESSAGE notification) before anyone hears of it;
// `chatEvents` announces it after the commit.
import { and, eq, sql } from 'drizzle-orm';
import { EventEmitter } from 'node:events';
import { MESSAGE_MAX_LENGTH, type ChatMessage, type Conversation } from 'shared-api';
import type { Db } from '../../db/client';
import { channels, conversations, messages, notifications, users, type ConversationRow, type MessageRow } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import { toConversationDto, toMessageDto } from './mapper';
import { ChatRepository } from './repository';

export interface SendMessageInput {
  senderId: number;
  recipientId: number;
  content: string;
  clientMessageId?: string | null;
}

export interface SendMessageResult {
  message: ChatMessage;
  /** True when the sender had already used this clientMessageId: the original is returned, nothing is written. */
  duplicate: boolean;
}

/** A participant read a conversation up to a sequence (read receipts for the other participant). */
export interface ReadEvent {
  conversationId: number;
  readerId: number;
  otherUserId: number;
  lastReadSequence: number;
}

export interface ChatEventMap {
  message: [ChatMessage];
  read: [ReadEvent];
}

export type ChatEvents = EventEmitter<ChatEventMap>;

const PREVIEW_LENGTH = 120;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export class ChatService {
  readonly chatEvents: ChatEvents = new EventEmitter<ChatEventMap>();
  private readonly repo: ChatRepository;

  constructor(private readonly db: Db) {
    this.repo = new ChatRepository(db);
    // Several realtime connections may listen; do not warn at the default of 10.
    this.chatEvents.setMaxListeners(0);
  }

  private async userExists(id: number): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    return rows.length > 0;
  }

  private async findByClientId(senderId: number, clientMessageId: string): Promise<MessageRow | null> {
    const rows = await this.db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)))
      .limit(1);
    return rows[0] ?? null;
  }

  async sendMessage(input: SendMessageInput): Promise<SendMessageResult> {
    const content = typeof input.content === 'string' ? input.content : '';
    if (content.trim() === '') throw badRequest('Message must not be blank', { content: 'Message must not be blank' });
    if (content.length > MESSAGE_MAX_LENGTH) {
      throw badRequest(`Message must be at most ${MESSAGE_MAX_LENGTH} characters`, { content: 'Too long' });
    }
    if (input.senderId === input.recipientId) throw badRequest('You cannot send a message to yourself');
    const clientMessageId = input.clientMessageId?.trim() ? input.clientMessageId.trim().slice(0, 100) : null;

    if (clientMessageId) {
      const existing = await this.findByClientId(input.senderId, clientMessageId);
      if (existing) return { message: toMessageDto(existing), duplicate: true };
    }
    if (!(await this.userExists(input.recipientId))) throw notFound('Recipient not found');

    let row: MessageRow;
    try {
      row = await this.db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const conversation = await this.repo.ensureConversation(txDb, input.senderId, input.recipientId);
        // The row update locks the conversation, so sequences are assigned one at a time and never collide.
        const [bumped] = await tx
          .update(conversations)
          .set({
            lastSequence: sql`${conversations.lastSequence} + 1`,
            ...this.repo.unreadIncrement(conversation, input.recipientId),
            updatedAt: new Date(),
          })
          .where(eq(conversations.id, conversation.id))
          .returning({ lastSequence: conversations.lastSequence });
        if (!bumped) throw new Error('conversation row missing');
        const [inserted] = await tx
          .insert(messages)
          .values({
            conversationId: conversation.id,
            sequence: bumped.lastSequence,
            senderId: input.senderId,
            recipientId: input.recipientId,
            content,
            clientMessageId,
          })
          .returning();
        if (!inserted) throw new Error('message insert returned nothing');
        await tx.update(conversations).set({ lastMessageId: inserted.id }).where(eq(conversations.id, conversation.id));
        const [senderChannel] = await tx
          .select({ name: channels.name })
          .from(channels)
          .where(eq(channels.ownerUserId, input.senderId))
          .limit(1);
        await tx.insert(notifications).values({
          userId: input.recipientId,
          type: 'MESSAGE',
          title: `New message from ${senderChannel?.name ?? 'a CollabHub member'}`,
          description: content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH)}...` : content,
          link: `/messages?conversation=${conversation.id}`,
          sourceId: String(conversation.id),
          senderId: input.senderId,
        });
        return inserted;
      });
    } catch (err) {
      if (clientMessageId && isUniqueViolation(err)) {
        const existing = await this.findByClientId(input.senderId, clientMessageId);
        if (existing) return { message: toMessageDto(existing), duplicate: true };
      }
      throw err;
    }
    const message = toMessageDto(row);
    this.chatEvents.emit('message', message);
    return { message, duplicate: false };
  }

  /** The participant check every conversation-scoped call makes: 404 unknown, 403 not yours. */
  private async conversationOf(conversationId: number, userId: number) {
    const conversation = await this.repo.conversationById(conversationId);
    if (!conversation) throw notFound('Conversation not found');
    if (conversation.user1Id !== userId && conversation.user2Id !== userId) {
      throw forbidden('You are not a participant of this conversation');
    }
    return conversation;
  }

  async listConversations(userId: number): Promise<Conversation[]> {
    const rows = await this.repo.conversationsOf(userId);
    const opponents = rows.map((c) => (c.user1Id === userId ? c.user2Id : c.user1Id));
    const [channelsByUser, lastMessages] = await Promise.all([
      this.repo.channelsOfUsers(opponents),
      this.repo.messagesByIds(rows.map((c) => c.lastMessageId).filter((id): id is number => id !== null)),
    ]);
    const lastById = new Map(lastMessages.map((m) => [m.id, m]));
    return rows.map((c) =>
      toConversationDto(
        c,
        userId,
        channelsByUser.get(c.user1Id === userId ? c.user2Id : c.user1Id),
        c.lastMessageId ? lastById.get(c.lastMessageId) : undefined,
      ),
    );
  }

  private async conversationDto(conversationId: number, viewerId: number): Promise<Conversation> {
    const c = await this.conversationOf(conversationId, viewerId);
    const opponent = c.user1Id === viewerId ? c.user2Id : c.user1Id;
    const [channelsByUser, last] = await Promise.all([
      this.repo.channelsOfUsers([opponent]),
      this.repo.messagesByIds(c.lastMessageId ? [c.lastMessageId] : []),
    ]);
    return toConversationDto(c, viewerId, channelsByUser.get(opponent), last[0]);
  }

  /** Finds or creates the conversation between the caller and another user (idempotent per pair). */
  async openConversation(callerId: number, otherId: number): Promise<Conversation> {
    if (callerId === otherId) throw badRequest('You cannot start a conversation with yourself');
    if (!(await this.userExists(otherId))) throw notFound('User not found');
    const c = await this.repo.ensureConversation(this.db, callerId, otherId);
    return this.conversationDto(c.id, callerId);
  }

  /** Newest page first: the `limit` messages before sequence `before` (or the latest), oldest first. */
  async history(userId: number, otherUserId: number, before: number | undefined, limit: number): Promise<ChatMessage[]> {
    const c = await this.repo.conversationForPair(userId, otherUserId);
    if (!c) return [];
    return (await this.repo.history(c.id, before, limit)).map(toMessageDto);
  }

  /** Catch-up after a reconnect: every message with a sequence above `afterSequence`. */
  async catchUp(conversationId: number, userId: number, afterSequence: number, limit: number): Promise<ChatMessage[]> {
    await this.conversationOf(conversationId, userId);
    return (await this.repo.after(conversationId, afterSequence, limit)).map(toMessageDto);
  }

  async markRead(conversationId: number, userId: number): Promise<Conversation> {
    const c = await this.conversationOf(conversationId, userId);
    const updated = await this.repo.markRead(c, userId);
    this.announceRead(updated, userId);
    return this.conversationDto(conversationId, userId);
  }

  private announceRead(c: ConversationRow, readerId: number): void {
    const lastReadSequence = c.user1Id === readerId ? c.user1LastReadSequence : c.user2LastReadSequence;
    const otherUserId = c.user1Id === readerId ? c.user2Id : c.user1Id;
    this.chatEvents.emit('read', { conversationId: c.id, readerId, otherUserId, lastReadSequence });
  }

  /** The two participants of a conversation, or null when it does not exist (typing signals). */
  async participantsOf(conversationId: number): Promise<[number, number] | null> {
    const c = await this.repo.conversationById(conversationId);
    return c ? [c.user1Id, c.user2Id] : null;
  }
}

export function createChatService(db: Db): ChatService {
  return new ChatService(db);
}
