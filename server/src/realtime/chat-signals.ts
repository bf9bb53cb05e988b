// Typing indicators and read receipts over STOMP. SEND /app/chat.typing {conversationId, typing} reaches the other
// participant on /user/{id}/queue/typing; a mark-as-read (REST) reaches the other participant on
// /user/{id}/queue/receipts. Only the two participants of a conversation may signal or hear it, and typing only
// when the relationship policy lets the typist message the other. Typing has a budget per typist and
// conversation (a few a second); signals over it are dropped without a word, as a lost signal costs nothing. A session that
// closes while typing tells the other side it stopped. Signals go out through `deliver`, which reaches the
// addressed user's sessions on this instance and, with several instances, on the others (realtime-server.ts).
import { TYPING_DESTINATION, typingSignalSchema, type ReadReceiptEvent, type TypingEvent } from 'shared-api';
import { badRequest, notFound } from '../errors';
import type { KeyedBudget } from '../modules/limits/keyed-budget';
import type { SendingSession } from './chat-router';
import type { SignalKind } from './fanout';


export interface ReadEventSource {
  on(event: 'read', listener: (e: ReadReceiptEvent & { otherUserId: number }) => void): unknown;
  off(event: 'read', listener: (e: ReadReceiptEvent & { otherUserId: number }) => void): unknown;
}

/** Sends a signal's JSON body to every session of a user that subscribes to that kind of queue. */
export type SignalDelivery = (userId: number, kind: SignalKind, body: string) => void;

export interface ChatSignalsDeps {
  deliver: SignalDelivery;
  participantsOf(conversationId: number): Promise<[number, number] | null>;
  /**
   * The relationship policy's signal rule (typing and read receipts: no block, and no message request the signaller
   * has not accepted yet); without it, participants may always signal.
   */
  mayMessage?(senderId: number, recipientId: number): Promise<boolean>;
  /** Typing signals per `${userId}:${conversationId}`; without it, unlimited. */
  typingBudget?: KeyedBudget<string>;
  reads?: ReadEventSource;
}

export class ChatSignals {
  /** Per session: conversation id → the other participant, while the session says it is typing there. */
  private readonly typing = new Map<string, Map<number, number>>();

  constructor(private readonly deps: ChatSignalsDeps) {
    deps.reads?.on('read', this.onRead);
  }

  close(): void {
    this.deps.reads?.off('read', this.onRead);
  }

  /** Handles a SEND to a signal destination; false when the destination is not one of ours. */
  async handle(session: SendingSession, destination: string, body: Buffer): Promise<boolean> {
    if (destination !== TYPING_DESTINATION) return false;
    let raw: unknown;
    try {
      raw = JSON.parse(body.toString('utf8'));
    } catch {
      throw badRequest('Typing body must be JSON');
    }
    const parsed = typingSignalSchema.safeParse(raw);
    if (!parsed.success) throw badRequest('Typing needs a conversationId and an optional boolean typing');
    const { conversationId, typing } = parsed.data;
    const userId = session.userId!;
    // The budget comes before any database work: a flood is dropped at no cost, so the session's queue of
    // frames never fills up with lookups (which would close the session as 'Too many frames in flight').
    if (typing && this.deps.typingBudget && !this.deps.typingBudget.take(`${userId}:${conversationId}`).ok) return true;
    const pair = await this.deps.participantsOf(conversationId);
    if (!pair || !pair.includes(userId)) throw notFound('Conversation not found');
    const other = pair[0] === userId ? pair[1] : pair[0];
    if (this.deps.mayMessage && !(await this.deps.mayMessage(userId, other))) return true;
    let mine = this.typing.get(session.id);
    if (typing) {
      if (!mine) this.typing.set(session.id, (mine = new Map()));
      mine.set(conversationId, other);
    } else {
      mine?.delete(conversationId);
    }
    this.sendTyping(other, { conversationId, userId, typing });
    return true;
  }

  sessionClosed(session: SendingSession): void {
    const mine = this.typing.get(session.id);
    this.typing.delete(session.id);
    if (!mine || session.userId === null) return;
    for (const [conversationId, other] of mine) this.sendTyping(other, { conversationId, userId: session.userId, typing: false });
  }

  private sendTyping(to: number, event: TypingEvent): void {
    this.deps.deliver(to, 'typing', JSON.stringify(event));
  }

  private readonly onRead = (e: ReadReceiptEvent & { otherUserId: number }): void => {
    const body = JSON.stringify({ conversationId: e.conversationId, readerId: e.readerId, lastReadSequence: e.lastReadSequence });
    const rule = this.deps.mayMessage;
    if (!rule) {
      this.deps.deliver(e.otherUserId, 'receipts', body);
      return;
    }
    // A receipt is a signal like typing: not to someone blocked, nor to a sender whose request is not accepted.
    rule(e.readerId, e.otherUserId)
      .then((ok) => { if (ok) this.deps.deliver(e.otherUserId, 'receipts', body); })
      .catch(() => { /* a lost receipt costs nothing; the conversation list carries the read sequence */ });
  };
}
