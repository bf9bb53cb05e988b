// Per-conversation order at this instance. Messages reach an instance from two places (its own commits and other
// instances' announcements loaded from the database), and loads and commits finish in any order; delivering them
// as they come puts a later sequence before an earlier one at a subscriber. Here each conversation's messages go
// out in sequence order: one that skips ahead waits until the gap fills, or at most `gapWaitMs` (a lost
// announcement must not stall the conversation; clients catch up by sequence over REST).
import type { ChatMessage } from 'shared-api';

export interface OrderedDeliveryOptions {
  /** Longest a message waits for an earlier sequence of its conversation. */
  gapWaitMs: number;
  /** Conversations remembered (least recently active forgotten first). */
  maxConversations: number;
}

export const DEFAULT_ORDERING: OrderedDeliveryOptions = { gapWaitMs: 500, maxConversations: 100_000 };

interface Held {
  message: ChatMessage;
  origin: string | undefined;
}

interface Conversation {
  /** The next sequence to deliver. */
  next: number;
  held: Map<number, Held>;
  timer: NodeJS.Timeout | null;
}

export class OrderedDelivery {
  private readonly conversations = new Map<number, Conversation>();

  constructor(
    private readonly deliver: (message: ChatMessage, originSessionId?: string) => void,
    private readonly options: OrderedDeliveryOptions = DEFAULT_ORDERING,
  ) {}

  push(message: ChatMessage, originSessionId?: string): void {
    const id = message.conversationId;
    let c = this.conversations.get(id);
    if (c) {
      // Most recently active last: the first entry is the one to forget.
      this.conversations.delete(id);
      this.conversations.set(id, c);
    } else {
      // The first message of a conversation seen here sets where it stands.
      c = { next: message.sequence, held: new Map(), timer: null };
      this.conversations.set(id, c);
      this.forgetOldest();
    }
    if (message.sequence < c.next) {
      // Late (after a gap was given up on): still delivered once; clients order by sequence.
      this.deliver(message, originSessionId);
      return;
    }
    c.held.set(message.sequence, { message, origin: originSessionId });
    this.release(c);
    if (c.held.size > 0 && !c.timer) {
      c.timer = setTimeout(() => this.giveUp(c), this.options.gapWaitMs);
      c.timer.unref();
    }
  }

  close(): void {
    for (const c of this.conversations.values()) if (c.timer) clearTimeout(c.timer);
    this.conversations.clear();
  }

  /** Delivers what follows on without a gap. */
  private release(c: Conversation): void {
    let progressed = false;
    for (let h = c.held.get(c.next); h; h = c.held.get(c.next)) {
      c.held.delete(c.next);
      c.next++;
      progressed = true;
      this.deliver(h.message, h.origin);
    }
    if (progressed && c.timer) {
      clearTimeout(c.timer);
      c.timer = null;
    }
  }

  /** The missing sequence did not come: deliver what waits, in order, and go on from there. */
  private giveUp(c: Conversation): void {
    c.timer = null;
    const waiting = [...c.held.keys()].sort((a, b) => a - b);
    if (waiting.length === 0) return;
    c.next = waiting[0]!;
    this.release(c);
    if (c.held.size > 0) this.giveUp(c);
  }

  private forgetOldest(): void {
    if (this.conversations.size <= this.options.maxConversations) return;
    const [id, oldest] = this.conversations.entries().next().value as [number, Conversation];
    this.conversations.delete(id);
    if (oldest.timer) clearTimeout(oldest.timer);
    for (const seq of [...oldest.held.keys()].sort((a, b) => a - b)) {
      const h = oldest.held.get(seq)!;
      this.deliver(h.message, h.origin);
    }
  }
}
