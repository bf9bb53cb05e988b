/**
 * @jest-environment node
 */
// The socket's acknowledged sends against a scripted STOMP peer (fake timers): a SEND the server never answers
// fails as unacknowledged after the receipt timeout, with the connection still up; a RECEIPT that comes in time,
// or a refusal, settles it; a late RECEIPT changes nothing; reconnect() replaces the transport.
import type { IStompSocket } from '@stomp/stompjs';
import { ERRORS_DESTINATION, SEND_MESSAGE_DESTINATION } from 'shared-api/realtime-destinations';
import { ChatSocket, RECEIPT_TIMEOUT_MS, SendRejectedError, SendUnacknowledgedError } from './chat-socket';

/** A STOMP server that answers CONNECT and DISCONNECT by itself and SENDs only when the test says so. */
class ScriptedPeer implements IStompSocket {
  url = 'scripted';
  binaryType = 'arraybuffer';
  readyState = 0;
  onclose: ((ev?: unknown) => unknown) | null = null;
  onerror: ((ev: unknown) => unknown) | null = null;
  onmessage: ((ev: { data: string }) => unknown) | null = null;
  onopen: ((ev?: unknown) => unknown) | null = null;
  readonly frames: Array<{ command: string; headers: Record<string, string> }> = [];
  private subscriptionId = '';

  constructor() {
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.({});
    }, 0);
  }

  send(data: string): void {
    const [command = '', ...lines] = data.split('\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      if (line === '') break;
      const i = line.indexOf(':');
      headers[line.slice(0, i)] = line.slice(i + 1);
    }
    this.frames.push({ command, headers });
    if (command === 'CONNECT') this.reply('CONNECTED', { version: '1.2', 'heart-beat': '0,0' });
    if (command === 'SUBSCRIBE' && headers.destination === ERRORS_DESTINATION) this.subscriptionId = headers.id!;
    if (command === 'DISCONNECT' && headers.receipt) this.reply('RECEIPT', { 'receipt-id': headers.receipt });
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    setTimeout(() => this.onclose?.({ code: 1000, reason: '', wasClean: true }), 0);
  }

  receiptOf(n: number): string {
    return this.frames.filter((f) => f.command === 'SEND' && f.headers.destination === SEND_MESSAGE_DESTINATION)[n]!.headers.receipt!;
  }

  reply(command: string, headers: Record<string, string>, body = ''): void {
    const head = Object.entries(headers).map(([k, v]) => `${k}:${v}`).join('\n');
    this.onmessage?.({ data: `${command}\n${head}\n\n${body}\0` });
  }

  refuse(receiptId: string, message: string): void {
    this.reply('MESSAGE', { destination: ERRORS_DESTINATION, subscription: this.subscriptionId, 'message-id': 'e1' },
      JSON.stringify({ status: 400, message, receiptId }));
  }
}

const peers: ScriptedPeer[] = [];
const sockets: ChatSocket[] = [];
const quiet = { error: jest.fn(), warn: jest.fn(), debug: jest.fn() };

async function connectedSocket() {
  const socket = new ChatSocket({
    baseUrl: '', userId: 1, getToken: async () => 'token', logger: quiet,
    reconnect: { delayMs: 100, maxDelayMs: 100, jitter: 0 },
    webSocketFactory: () => {
      const peer = new ScriptedPeer();
      peers.push(peer);
      return peer;
    },
  });
  sockets.push(socket);
  socket.start();
  await jest.advanceTimersByTimeAsync(10);
  expect(socket.isConnected()).toBe(true);
  return socket;
}

const body = { senderId: 1, recipientId: 2, content: 'hi', clientMessageId: 'c-1' };

beforeEach(() => jest.useFakeTimers());
afterEach(async () => {
  const stopped = Promise.all(sockets.splice(0).map((s) => s.stop()));
  await jest.advanceTimersByTimeAsync(100);
  await stopped;
  peers.splice(0);
  jest.useRealTimers();
});

it('rejects a SEND the server never answers with SendUnacknowledgedError after the receipt timeout, still connected', async () => {
  const socket = await connectedSocket();
  let outcome: unknown = 'waiting';
  socket.publishWithReceipt(SEND_MESSAGE_DESTINATION, body).then(() => (outcome = 'acknowledged'), (err: unknown) => (outcome = err));
  await jest.advanceTimersByTimeAsync(RECEIPT_TIMEOUT_MS - 1);
  expect(outcome).toBe('waiting');
  await jest.advanceTimersByTimeAsync(1);
  expect(outcome).toBeInstanceOf(SendUnacknowledgedError);
  expect(socket.isConnected()).toBe(true);
  // Its RECEIPT arrives after all: nothing waits for it, and the resend is settled by its own RECEIPT.
  peers[0]!.reply('RECEIPT', { 'receipt-id': peers[0]!.receiptOf(0) });
  const resend = socket.publishWithReceipt(SEND_MESSAGE_DESTINATION, body);
  peers[0]!.reply('RECEIPT', { 'receipt-id': peers[0]!.receiptOf(1) });
  await expect(resend).resolves.toBeUndefined();
  expect(socket.isConnected()).toBe(true);
});

it('resolves on a RECEIPT that comes in time and rejects on a refusal, whatever the timeout does later', async () => {
  const socket = await connectedSocket();
  const acknowledged = socket.publishWithReceipt(SEND_MESSAGE_DESTINATION, body);
  const refused = socket.publishWithReceipt(SEND_MESSAGE_DESTINATION, { ...body, clientMessageId: 'c-2' });
  await jest.advanceTimersByTimeAsync(RECEIPT_TIMEOUT_MS / 2);
  peers[0]!.reply('RECEIPT', { 'receipt-id': peers[0]!.receiptOf(0) });
  peers[0]!.refuse(peers[0]!.receiptOf(1), 'Invite only');
  await expect(acknowledged).resolves.toBeUndefined();
  await expect(refused).rejects.toBeInstanceOf(SendRejectedError);
  await jest.advanceTimersByTimeAsync(RECEIPT_TIMEOUT_MS);
  expect(socket.isConnected()).toBe(true);
});

it('reconnect() replaces the transport: a new connection after the reconnect delay', async () => {
  const socket = await connectedSocket();
  socket.reconnect();
  await jest.advanceTimersByTimeAsync(10);
  expect(socket.isConnected()).toBe(false);
  await jest.advanceTimersByTimeAsync(200);
  expect(socket.isConnected()).toBe(true);
  expect(peers).toHaveLength(2);
  expect(socket.state.attempts).toBe(2);
});
