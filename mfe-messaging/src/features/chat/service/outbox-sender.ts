// The outbox (SPEC §4–5): a typed message is shown at once as sending and kept in localStorage until the server
// confirms it; entries go one at a time, each after the previous one's RECEIPT, and a resend keeps its client
// message id (the server answers a repeat with the original: exactly once). The server echoes the committed message
// to this session just before the RECEIPT (stomp-session.ts, confirm()), and the message store settles the entry
// from that echo, so nothing is fetched back after a send.
// A SEND the server leaves unanswered (no RECEIPT, no refusal, the connection still up) is given up on after the
// socket's receipt timeout and sent again, same id; after UNACKNOWLEDGED_TRIES such tries the connection is made
// anew, and the entry goes again after the reconnect like any other. Nothing leaves the outbox unacknowledged.
import type { ChatMessage } from 'shared-api';
import { newClientMessageId, Outbox, type OutboxEntry } from '../rules/outbox';
import { SendDeferredError, SendRejectedError, SendUnacknowledgedError } from '../../../realtime/send-errors';
import { SEND_MESSAGE_DESTINATION } from 'shared-api/realtime-destinations';
import type { ChatConnection } from '../../../realtime/realtime-connection';
import { StateSlice, type JotaiStore } from '../../../state/state-slice';

/**
 * Unanswered tries of one entry on one connection before it is replaced: a frame lost once is covered by the resend;
 * a session that answers neither is stuck, and only a new connection helps (20 s with the 10 s receipt timeout).
 */
export const UNACKNOWLEDGED_TRIES = 2;

export interface OutboxState {
  outbox: readonly OutboxEntry[];
}

export interface OutboxSenderDeps {
  userId: number;
  storage: Storage;
  socket: ChatConnection;
  store: JotaiStore;
  live: () => boolean;
  /**
   * The RECEIPT came but no echo settled the entry (a server without the echo, during a rolling deploy): the
   * conversation catches up by sequence instead.
   */
  confirmedWithoutEcho(entry: OutboxEntry): Promise<void>;
}

export class OutboxSender {
  readonly state: StateSlice<OutboxState>;
  private readonly entries: Outbox;
  private flushing: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Unanswered tries of the entry being sent, on the current connection. */
  private unanswered = 0;

  constructor(private readonly deps: OutboxSenderDeps) {
    this.entries = new Outbox(deps.storage, deps.userId);
    this.state = new StateSlice<OutboxState>(deps.store, () => ({ outbox: this.entries.all() }), deps.live);
  }

  private publish(): void {
    this.state.set({ outbox: this.entries.all() });
  }

  /** Queues a message and starts sending it. */
  add(conversationId: number, recipientId: number, content: string, createdAt: string): void {
    const entry: OutboxEntry = {
      clientMessageId: newClientMessageId(), conversationId, senderId: this.deps.userId, recipientId, content, createdAt,
      state: 'pending',
    };
    this.entries.add(entry);
    this.publish();
    void this.flush();
  }

  /** Sends a refused message again (the user pressed Retry), with the same client message id. */
  retry(clientMessageId: string): void {
    this.entries.update(clientMessageId, { state: 'pending', error: undefined });
    this.publish();
    void this.flush();
  }

  /** Removes a failed message the user gave up on. */
  discard(clientMessageId: string): void {
    this.entries.remove(clientMessageId);
    this.publish();
  }

  /** Stored messages seen (pushed, echoed or caught up): their outbox entries are done. */
  settle(messages: readonly ChatMessage[]): void {
    const done = new Set(messages.map((m) => m.clientMessageId).filter((id): id is string => typeof id === 'string'));
    if (done.size === 0 || !this.state.value.outbox.some((e) => done.has(e.clientMessageId))) return;
    for (const id of done) this.entries.remove(id);
    this.publish();
  }

  /** Sends every pending entry in order, each after the previous one's RECEIPT. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing.then(() => (this.hasPending() ? this.flush() : undefined));
    const run = (async () => {
      for (;;) {
        const next = this.entries.all().find((e) => e.state === 'pending');
        if (!next || !this.deps.socket.isConnected() || !this.deps.live()) return;
        try {
          await this.deps.socket.publishWithReceipt(SEND_MESSAGE_DESTINATION, {
            senderId: next.senderId, recipientId: next.recipientId, content: next.content, clientMessageId: next.clientMessageId,
          });
          this.unanswered = 0;
          if (this.entries.all().some((e) => e.clientMessageId === next.clientMessageId)) {
            this.entries.remove(next.clientMessageId);
            this.publish();
            await this.deps.confirmedWithoutEcho(next);
          }
        } catch (err) {
          if (err instanceof SendUnacknowledgedError) {
            // Its echo may have settled it meanwhile (only the RECEIPT was lost): then the next entry goes.
            if (!this.entries.all().some((e) => e.clientMessageId === next.clientMessageId)) {
              this.unanswered = 0;
              continue;
            }
            if (++this.unanswered < UNACKNOWLEDGED_TRIES) continue;
            // The session answers nothing: a new connection (the flush after it sends the entry again).
            this.unanswered = 0;
            this.deps.socket.reconnect();
            return;
          }
          this.unanswered = 0;
          if (err instanceof SendDeferredError) {
            // Over the send budget: the session stays open; the same message goes again once the server allows.
            this.scheduleRetry(err.retryAfterMs);
            return;
          }
          if (err instanceof SendRejectedError) {
            this.entries.update(next.clientMessageId, { state: 'failed', error: err.message });
            this.publish();
            continue;
          }
          // Interrupted: stays pending and goes again, with the same id, after the reconnect.
          return;
        }
      }
    })();
    this.flushing = run;
    return run.finally(() => {
      this.flushing = null;
    });
  }

  stop(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private scheduleRetry(afterMs: number): void {
    if (this.retryTimer || !this.deps.live()) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, Math.max(100, afterMs));
  }

  private hasPending(): boolean {
    return this.entries.all().some((e) => e.state === 'pending') && this.deps.socket.isConnected();
  }
}
