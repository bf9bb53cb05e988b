// Messages announced by another instance reach this instance's sessions in the order they were announced, whatever
// order their loads finish in: otherwise a conversation's second message, loaded first, sets where the conversation
// starts here and its first message is delivered after it.
import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { ChatMessage } from 'shared-api';
import { userQueue } from 'shared-api';
import type { ChatPort } from './chat-port';
import type { Fanout, FanoutHandlers } from './fanout';
import { RealtimeServer } from './realtime-server';
import { StompSession } from './stomp-session';

const frame = (command: string, headers: Record<string, string>, body = '') =>
  `${command}\n${Object.entries(headers).map(([k, v]) => `${k}:${v}`).join('\n')}\n\n${body}\0`;

const tick = () => new Promise((r) => setImmediate(r));

it('delivers announced messages in announcement order when the later one loads first', async () => {
  const loads = new Map<number, (m: ChatMessage) => void>();
  const port: ChatPort = {
    authenticate: async () => ({ userId: 2 }),
    sendMessage: async () => { throw new Error('not used'); },
    sendMessages: async () => [],
    loadMessage: (id) => new Promise((resolve) => loads.set(id, resolve)),
    contactsOf: async () => [],
  };
  let handlers!: FanoutHandlers;
  const fanout: Fanout = {
    start: async (h) => { handlers = h; },
    publishMessage: () => undefined,
    publishPresence: () => undefined,
    publishSignal: () => undefined,
    presenceOf: async () => null,
    close: async () => undefined,
  };
  const server = new RealtimeServer({ port, messages: new EventEmitter(), logger: { debug: jest.fn(), warn: jest.fn(), error: jest.fn() }, fanout });
  // start() also mounts SockJS on an HTTP server (one that never listens: only the fan-out matters here).
  await server.start(createServer());

  const written: string[] = [];
  const recipient = new StompSession({
    write: (d) => written.push(d), close: () => undefined, bufferedBytes: () => 0, terminate: () => undefined,
  }, server);
  recipient.receive(frame('CONNECT', { 'accept-version': '1.2', 'heart-beat': '0,0', Authorization: 'Bearer t' }));
  await tick();
  recipient.receive(frame('SUBSCRIBE', { id: 'm', destination: userQueue(2, 'messages') }));
  await tick();

  const message = (id: number, sequence: number): ChatMessage => ({
    id, conversationId: 9, sequence, senderId: 1, recipientId: 2, content: `seq ${sequence}`,
    timestamp: new Date().toISOString(),
  } as ChatMessage);
  handlers.message(101);
  handlers.message(102);
  loads.get(102)!(message(102, 2));
  await tick();
  loads.get(101)!(message(101, 1));
  await tick();
  await tick();

  const delivered = written.filter((w) => w.startsWith('MESSAGE')).map((w) => (JSON.parse(w.slice(w.indexOf('\n\n') + 2, -1)) as ChatMessage).sequence);
  expect(delivered).toEqual([1, 2]);
  await server.close();
});
