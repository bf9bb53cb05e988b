// The chat service, shared by the REST routes and the realtime STOMP server. A message is committed (with its
// per-conversation sequence and the recipient's unread count) before anyone hears of it. After the commit, the
// modules subscribed with `onCommitted` (notifications, email) hear the batch, then `chatEvents` announces each
// message (realtime delivery).
import { eq } from 'drizzle-orm';
import { EventEmitter } from 'node:events';
import { MESSAGE_MAX_LENGTH, type ChatMessage, type Conversation } from 'shared-api';
import type { Db } from '../../db/client';
import { users, type ConversationRow, type MessageRow } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { ChatCommits, CommittedMessage, MessagesCommittedListener } from './events';
import { toConversationDto, toMessageDto } from './mapper';
import { GroupCommit } from './group-commit';
import type { ChatRepository, NewMessage } from './repository';

export interface SendMessageInput {
  senderId: number;
  recipientId: number;
  content: string;
  clientMessageId?: string | null;
  /**
   * False: no MESSAGE notification for this message, when the caller sends its own for the event (an accepted
   * collaboration request). Default true.
   */
  notify?: boolean;
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
  /** A committed message, with the realtime session it was sent from (its delivery skips that session). */
  message: [ChatMessage, originSessionId: string | undefined];
  read: [ReadEvent];
}

export type ChatEvents = EventEmitter<ChatEventMap>;

/** Upper bound of one group commit (a statement of a few hundred rows stays well under a millisecond a row). */
const MAX_MESSAGES_PER_COMMIT = 256;
const PARTICIPANTS_CACHE_MAX = 100_000;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** A message on its way to the group commit. */
interface PendingMessage extends NewMessage {
  notify: boolean;
}

export class ChatService implements ChatCommits {
  readonly chatEvents: ChatEvents = new EventEmitter<ChatEventMap>();
  private readonly writer: GroupCommit<PendingMessage, MessageRow | null>;
  /** Sends being committed, by sender and client message id. */
  private readonly sending = new Map<string, Promise<MessageRow | null>>();
  private readonly participants = new Map<number, [number, number]>();
  private readonly committedListeners = new Set<MessagesCommittedListener>();

  constructor(private readonly db: Db, private readonly repo: ChatRepository) {
    this.writer = new GroupCommit({
      writeBatch: (batch) => this.repo.insertMessages(batch),
      maxBatch: MAX_MESSAGES_PER_COMMIT,
      // Overlaps the next batch's commit; one call per batch, so subscribers add no query per message.
      afterWrite: (batch, rows) => this.tellCommitted(batch, rows),
    });
    // Several realtime connections may listen; do not warn at the default of 10.
    this.chatEvents.setMaxListeners(0);
  }

  /** Subscribes to every committed batch (see MessagesCommittedListener); returns the unsubscribe. */
  onCommitted(listener: MessagesCommittedListener): () => void {
    this.committedListeners.add(listener);
    return () => this.committedListeners.delete(listener);
  }

  private async tellCommitted(batch: PendingMessage[], rows: Array<MessageRow | null>): Promise<void> {
    if (this.committedListeners.size === 0) return;
    const committed: CommittedMessage[] = [];
    batch.forEach((m, i) => {
      const row = rows[i];
      if (row) committed.push({ ...row, notify: m.notify });
    });
    if (committed.length === 0) return;
    // Listeners own their failures: a committed message is answered whatever they do.
    await Promise.allSettled([...this.committedListeners].map(async (listener) => listener(committed)));
  }

  private async userExists(id: number): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    return rows.length > 0;
  }

  /** Checks one message and shapes the row to write; a client's mistake is a 400. */
  private toNewMessage(input: SendMessageInput): PendingMessage {
    const content = typeof input.content === 'string' ? input.content : '';
    if (content.trim() === '') throw badRequest('Message must not be blank', { content: 'Message must not be blank' });
    if (content.length > MESSAGE_MAX_LENGTH) {
      throw badRequest(`Message must be at most ${MESSAGE_MAX_LENGTH} characters`, { content: 'Too long' });
    }
    if (input.senderId === input.recipientId) throw badRequest('You cannot send a message to yourself');
    const clientMessageId = input.clientMessageId?.trim() ? input.clientMessageId.trim().slice(0, 100) : null;
    return {
      senderId: input.senderId,
      recipientId: input.recipientId,
      content,
      clientMessageId,
      notify: input.notify !== false,
    };
  }

  /**
   * Commits the message (per-conversation sequence, the recipient's unread count), tells the `onCommitted`
   * subscribers (its MESSAGE notification is made there), then announces it on `chatEvents` and resolves. Messages sent at the same time share one statement and one commit
   * (group-commit.ts); each caller still hears only after the commit that holds its message.
   */
  async sendMessage(input: SendMessageInput, originSessionId?: string): Promise<SendMessageResult> {
    const row0 = this.toNewMessage(input);
    const { clientMessageId } = row0;
    const key = clientMessageId ? `${input.senderId}:${clientMessageId}` : null;
    const earlier = key ? this.sending.get(key) : undefined;
    if (earlier) {
      // A resend while the original is still being committed: answer with the original.
      const original = await earlier.catch(() => null);
      if (original) return { message: toMessageDto(original), duplicate: true };
    }
    const pending = this.writer.write(row0);
    if (key) this.sending.set(key, pending);
    let written: MessageRow | null;
    try {
      written = await pending;
    } catch (err) {
      if (clientMessageId && isUniqueViolation(err)) {
        const existing = await this.repo.messageByClientId(input.senderId, clientMessageId);
        if (existing) return { message: toMessageDto(existing), duplicate: true };
      }
      throw err;
    } finally {
      if (key && this.sending.get(key) === pending) this.sending.delete(key);
    }
    if (written) {
      // Synchronously after the commit resolved, in commit order.
      const message = toMessageDto(written);
      this.chatEvents.emit('message', message, originSessionId);
      return { message, duplicate: false };
    }
    // Not written: the client message id was used before, or the recipient does not exist.
    const existing = clientMessageId ? await this.repo.messageByClientId(input.senderId, clientMessageId) : null;
    if (existing) return { message: toMessageDto(existing), duplicate: true };
    throw notFound('Recipient not found');
  }

  /**
   * Commits all the messages in one statement, all or nothing (the SENDs of a STOMP transaction), then announces
   * the new ones in order. A client message id used before returns the original, as in sendMessage.
   */
  async sendMessagesAtomically(inputs: SendMessageInput[], originSessionId?: string): Promise<SendMessageResult[]> {
    const rows = inputs.map((input) => this.toNewMessage(input));
    for (const recipientId of new Set(rows.map((r) => r.recipientId))) {
      if (!(await this.userExists(recipientId))) throw notFound('Recipient not found');
    }
    // Within one batch a repeated client message id is the same message: write it once.
    const seen = new Map<string, number>();
    const unique = rows.filter((r, i) => {
      if (!r.clientMessageId) return true;
      const key = `${r.senderId}:${r.clientMessageId}`;
      if (seen.has(key)) return false;
      seen.set(key, i);
      return true;
    });
    const written = unique.length > 0 ? await this.repo.insertMessages(unique) : [];
    await this.tellCommitted(unique, written);
    const byInput = new Map(unique.map((r, i) => [r, written[i] ?? null]));
    const results: SendMessageResult[] = [];
    const firstOf = new Map<string, MessageRow>();
    for (const r of rows) {
      const key = r.clientMessageId ? `${r.senderId}:${r.clientMessageId}` : null;
      const fresh = byInput.has(r) ? byInput.get(r) ?? null : null;
      if (fresh) {
        if (key) firstOf.set(key, fresh);
        results.push({ message: toMessageDto(fresh), duplicate: false });
        continue;
      }
      const earlier = key ? firstOf.get(key) ?? await this.repo.messageByClientId(r.senderId, r.clientMessageId!) : null;
      if (!earlier) throw notFound('Recipient not found');
      results.push({ message: toMessageDto(earlier), duplicate: true });
    }
    for (const { message, duplicate } of results) {
      if (!duplicate) this.chatEvents.emit('message', message, originSessionId);
    }
    return results;
  }

  /** The participant check every conversation-scoped call makes: 404 unknown or not yours (ids cannot be probed). */
  private async conversationOf(conversationId: number, userId: number) {
    const conversation = await this.repo.conversationById(conversationId);
    if (!conversation) throw notFound('Conversation not found');
    if (conversation.user1Id !== userId && conversation.user2Id !== userId) {
      throw notFound('Conversation not found');
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

  /**
   * The two participants of a conversation, or null when it does not exist (typing signals, several a second while
   * someone types). A conversation's participants never change, so known ones are kept (bounded).
   */
  async participantsOf(conversationId: number): Promise<[number, number] | null> {
    const known = this.participants.get(conversationId);
    if (known) return known;
    const c = await this.repo.conversationById(conversationId);
    if (!c) return null;
    if (this.participants.size >= PARTICIPANTS_CACHE_MAX) this.participants.clear();
    const pair: [number, number] = [c.user1Id, c.user2Id];
    this.participants.set(conversationId, pair);
    return pair;
  }

  /** One committed message by id, as its participants see it (the STOMP server's confirmation), or null. */
  async messageById(id: number): Promise<ChatMessage | null> {
    const [row] = await this.repo.messagesByIds([id]);
    return row ? toMessageDto(row) : null;
  }
}
