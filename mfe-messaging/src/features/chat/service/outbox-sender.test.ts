/**
 * @jest-environment node
 */
// The outbox when the server leaves a SEND unanswered (no RECEIPT, no refusal, the connection still up): the same
// message (same client message id) goes again after the receipt timeout, the connection is replaced after
// UNACKNOWLEDGED_TRIES, and the entry stays in the outbox until it is acknowledged. The connection is a stand-in
// that records each SEND and acknowledges only what the test says; its receipts time out as the real socket's do.
import { createStore } from 'shared-auth';
import type { ChatMessage } from 'shared-api';
import { MemoryStorage } from '../../../test-support/chat-test-kit';
import type { ChatConnection, RealtimeStatus } from '../../../realtime/realtime-connection';
import { PendingReceipts, RECEIPT_TIMEOUT_MS } from '../../../realtime/pending-receipts';
import { SendInterruptedError } from '../../../realtime/send-errors';
import { OUTBOX_PREFIX, type OutboxEntry } from '../rules/outbox';
import { OutboxSender, UNACKNOWLEDGED_TRIES } from './outbox-sender';

interface SentMessage { receipt: string; clientMessageId: string; content: string }

class StandInConnection implements ChatConnection {
  readonly userId = 1;
  connected = true;
  reconnects = 0;
  readonly sent: SentMessage[] = [];
  private readonly receipts = new PendingReceipts();
  private counter = 0;

  start(): void {}
  async stop(): Promise<void> {}
  reconnectNow(): void {}
  subscribe(): () => void {
    return () => {};
  }
  publish(): boolean {
    return this.connected;
  }
  onStatusChange(listener: (status: RealtimeStatus) => void): () => void {
    listener({ connected: this.connected });
    return () => {};
  }
  isConnected(): boolean {
    return this.connected;
  }
  publishWithReceipt(_destination: string, body: unknown): Promise<void> {
    if (!this.connected) return Promise.reject(new SendInterruptedError('Not connected'));
    const receipt = `r${++this.counter}`;
    const { clientMessageId, content } = body as SentMessage;
    this.sent.push({ receipt, clientMessageId, content });
    return this.receipts.wait(receipt);
  }
  /** The transport drops (as forceDisconnect does): waiting SENDs are interrupted. */
  reconnect(): void {
    this.reconnects += 1;
    this.connected = false;
    this.receipts.rejectAll(new SendInterruptedError('Connection lost'));
  }
  acknowledge(sent: SentMessage | undefined): void {
    this.receipts.resolve(sent!.receipt);
  }
}

function outboxWith(connection: StandInConnection) {
  const storage = new MemoryStorage();
  const confirmedWithoutEcho = jest.fn(async (_entry: OutboxEntry) => {});
  const outbox = new OutboxSender({
    userId: 1, storage, socket: connection, store: createStore(), live: () => true, confirmedWithoutEcho,
  });
  const stored = () => (JSON.parse(storage.getItem(`${OUTBOX_PREFIX}1`) ?? '[]') as OutboxEntry[]).map((e) => e.content);
  return { outbox, stored, confirmedWithoutEcho };
}

/** Lets the outbox's promise chain run (no time passes). */
const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('sends an unanswered message again, with the same client message id, once the receipt timeout passes', async () => {
  const connection = new StandInConnection();
  const { outbox, stored, confirmedWithoutEcho } = outboxWith(connection);
  outbox.add(7, 2, 'hello', new Date().toISOString());
  await settle();
  expect(connection.sent.map((s) => s.content)).toEqual(['hello']);

  await jest.advanceTimersByTimeAsync(RECEIPT_TIMEOUT_MS - 1);
  expect(connection.sent).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(connection.sent).toHaveLength(2);
  expect(connection.sent[1]!.clientMessageId).toBe(connection.sent[0]!.clientMessageId);
  // Still "sending", and still stored: a reload would send it too.
  expect(outbox.state.value.outbox.map((e) => [e.content, e.state])).toEqual([['hello', 'pending']]);
  expect(stored()).toEqual(['hello']);

  connection.acknowledge(connection.sent[1]);
  await settle();
  expect(outbox.state.value.outbox).toEqual([]);
  expect(stored()).toEqual([]);
  expect(confirmedWithoutEcho).toHaveBeenCalledTimes(1);
  expect(connection.reconnects).toBe(0);
});

it(`replaces the connection after ${UNACKNOWLEDGED_TRIES} unanswered tries and sends the same entry after the reconnect, keeping the order`, async () => {
  const connection = new StandInConnection();
  const { outbox, stored } = outboxWith(connection);
  outbox.add(7, 2, 'first', new Date().toISOString());
  outbox.add(7, 2, 'second', new Date().toISOString());
  await settle();
  await jest.advanceTimersByTimeAsync(RECEIPT_TIMEOUT_MS * UNACKNOWLEDGED_TRIES);
  expect(connection.sent.map((s) => s.content)).toEqual(Array(UNACKNOWLEDGED_TRIES).fill('first'));
  expect(connection.reconnects).toBe(1);
  // Nothing is dropped while the connection is replaced, and nothing more is sent on the old one.
  await jest.advanceTimersByTimeAsync(RECEIPT_TIMEOUT_MS * 3);
  expect(connection.sent).toHaveLength(UNACKNOWLEDGED_TRIES);
  expect(stored()).toEqual(['first', 'second']);
  expect(outbox.state.value.outbox.every((e) => e.state === 'pending')).toBe(true);

  // Connected again: the chat service flushes the outbox (afterConnect), and this time the server answers.
  connection.connected = true;
  const flushed = outbox.flush();
  await settle();
  const again = connection.sent.at(-1)!;
  expect(again).toMatchObject({ content: 'first', clientMessageId: connection.sent[0]!.clientMessageId });
  connection.acknowledge(again);
  await settle();
  expect(connection.sent.at(-1)!.content).toBe('second');
  connection.acknowledge(connection.sent.at(-1));
  await flushed;
  expect(stored()).toEqual([]);
  expect(new Set(connection.sent.filter((s) => s.content === 'first').map((s) => s.clientMessageId)).size).toBe(1);
  expect(connection.sent.filter((s) => s.content === 'second')).toHaveLength(1);
  expect(connection.reconnects).toBe(1);
});

it('goes on to the next message when only the RECEIPT was lost and the echo settled the entry', async () => {
  const connection = new StandInConnection();
  const { outbox, stored } = outboxWith(connection);
  outbox.add(7, 2, 'echoed', new Date().toISOString());
  outbox.add(7, 2, 'next', new Date().toISOString());
  await settle();
  const [first] = connection.sent;
  // The committed copy arrives (the server's echo before its RECEIPT); the RECEIPT itself never does.
  outbox.settle([{ clientMessageId: first!.clientMessageId } as ChatMessage]);
  expect(stored()).toEqual(['next']);
  await jest.advanceTimersByTimeAsync(RECEIPT_TIMEOUT_MS);
  expect(connection.sent.map((s) => s.content)).toEqual(['echoed', 'next']);
  connection.acknowledge(connection.sent[1]);
  await settle();
  expect(stored()).toEqual([]);
  expect(connection.reconnects).toBe(0);
});
