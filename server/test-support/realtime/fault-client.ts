// A chat client that behaves as the fault test needs: it keeps sending, resends every unacknowledged message
// (same client message id, same order) after each reconnect, and catches up over REST on each (re)connect.
import { Client } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import type { ChatMessage } from 'shared-api';
import type { TestUser } from './realtime-test-app';

const SEND_EVERY_MS = 100;
/** Like a real client, it does not pile up unacknowledged messages without bound while the server is slow. */
const MAX_IN_FLIGHT = 10;

export class FaultClient {
  readonly acknowledged = new Set<string>();
  /** Every message addressed to this user, by id, whether it came live or by catch-up. */
  readonly received = new Map<number, ChatMessage>();
  /** Live deliveries, one list per connection. */
  readonly liveStreams: ChatMessage[][] = [];
  liveDelivered = 0;
  reconnects = -1;
  /** Refusals on the session's error queue (none expected). */
  readonly refusals: string[] = [];
  private readonly sendOrder: string[] = [];
  private pending: string[] = [];
  private readonly syncedUpTo = new Map<number, number>();
  private readonly client: Client;
  private counter = 0;
  private lastFrameAt = Date.now();
  private sending = true;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly baseUrl: string,
    readonly user: TestUser,
    private readonly recipientId: number,
  ) {
    this.client = new Client({
      webSocketFactory: () => new SockJS(`${baseUrl}/api/ws`, null, { transports: ['websocket'] }),
      connectHeaders: { Authorization: `Bearer ${user.token}` },
      reconnectDelay: 100,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      debug: () => {},
    });
    this.client.onConnect = () => this.onConnect();
    this.client.onUnhandledReceipt = () => (this.lastFrameAt = Date.now());
    this.client.onWebSocketClose = () => (this.lastFrameAt = Date.now());
  }

  start(): void {
    this.client.activate();
    this.timer = setInterval(() => {
      if (!this.sending || !this.client.connected || this.pending.length >= MAX_IN_FLIGHT) return;
      const id = `${this.user.id}-${++this.counter}`;
      this.sendOrder.push(id);
      this.pending.push(id);
      this.publish(id);
    }, SEND_EVERY_MS);
  }

  stopSending(): void {
    this.sending = false;
  }

  /** The session as a failing test reports it. */
  state(): { connected: boolean; reconnects: number; lastFrameAgoMs: number } {
    return { connected: this.client.connected, reconnects: this.reconnects, lastFrameAgoMs: Date.now() - this.lastFrameAt };
  }

  unacknowledged(): string[] {
    return [...this.pending];
  }

  acknowledgedInSendOrder(): string[] {
    return this.sendOrder.filter((id) => this.acknowledged.has(id));
  }

  /** Waits until everything sent is acknowledged (or the time is up). */
  async drained(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.pending.length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  }

  /**
   * What a reconnecting client does: per conversation, fetch every message above the sequence up to which it
   * is known to be complete (live deliveries may have gaps from the time it was away, so they do not count).
   */
  async catchUp(): Promise<void> {
    const auth = { headers: { authorization: `Bearer ${this.user.token}` } };
    const res = await fetch(`${this.baseUrl}/api/conversations/${this.user.id}`, auth);
    if (!res.ok) return;
    for (const { id } of (await res.json()) as Array<{ id: number }>) {
      const after = this.syncedUpTo.get(id) ?? 0;
      const page = await fetch(`${this.baseUrl}/api/conversations/${id}/messages?afterSequence=${after}&limit=500`, auth);
      if (!page.ok) continue;
      const messages = (await page.json()) as ChatMessage[];
      for (const m of messages) {
        if (m.recipientId === this.user.id) this.received.set(m.id, m);
      }
      if (messages.length > 0 && messages.length < 500) this.syncedUpTo.set(id, Math.max(after, ...messages.map((m) => m.sequence)));
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    // At the end of a test: drop the socket rather than wait for a DISCONNECT receipt a dying server never sends.
    await this.client.deactivate({ force: true });
  }

  private onConnect(): void {
    this.reconnects++;
    const stream: ChatMessage[] = [];
    this.liveStreams.push(stream);
    const subscribed = `sub@${this.reconnects}`;
    // Catch up only once the subscription is in place, so nothing falls between the two.
    this.client.watchForReceipt(subscribed, () => void this.catchUp().catch(() => {}));
    this.client.subscribe(`/user/${this.user.id}/queue/messages`, (frame) => {
      const m = JSON.parse(frame.body) as ChatMessage;
      if (m.recipientId !== this.user.id) return;
      stream.push(m);
      this.received.set(m.id, m);
      this.liveDelivered++;
    }, { receipt: subscribed });
    // A refused SEND is answered on the error queue with no RECEIPT: recorded, so a test names the refusal
    // instead of timing out on a message that stays unacknowledged.
    this.client.subscribe(`/user/${this.user.id}/queue/errors`, (frame) => {
      const refusal = JSON.parse(frame.body) as { status: number; message: string; receiptId: string | null };
      this.refusals.push(`${refusal.receiptId ?? '-'}: ${refusal.status} ${refusal.message}`);
    });
    for (const id of this.pending) this.publish(id);
  }

  private publish(id: string): void {
    const receipt = `${id}@${this.reconnects}`;
    try {
      this.client.watchForReceipt(receipt, () => this.acknowledge(id));
      this.client.publish({
        destination: '/app/chat.sendMessage',
        body: JSON.stringify({ senderId: this.user.id, recipientId: this.recipientId, content: `message ${id}`, clientMessageId: id }),
        headers: { receipt },
      });
    } catch {
      // The connection just died; the message stays pending and is resent after the reconnect.
    }
  }

  private acknowledge(id: string): void {
    this.lastFrameAt = Date.now();
    this.acknowledged.add(id);
    this.pending = this.pending.filter((p) => p !== id);
  }
}
