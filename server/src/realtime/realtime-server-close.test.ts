// Shutdown waits for every SEND already received, also those of a session whose peer went away first: such a
// session still commits what it was sent (stomp-session.ts), and the database closes right after close().
import { EventEmitter } from 'node:events';
import type { ChatMessage } from 'shared-api';
import { SEND_MESSAGE_DESTINATION } from 'shared-api';
import type { ChatPort } from './chat-port';
import { RealtimeServer } from './realtime-server';
import { StompSession } from './stomp-session';

function slowPort() {
  const sent: string[] = [];
  let release!: () => void;
  const committed = new Promise<void>((resolve) => (release = resolve));
  const port: ChatPort = {
    authenticate: async () => ({ userId: 1 }),
    sendMessage: async (input) => {
      await committed;
      sent.push(input.content);
      const message = { id: 1, conversationId: 1, sequence: 1, senderId: 1, recipientId: 2, content: input.content } as ChatMessage;
      return { message, duplicate: false };
    },
    sendMessages: async () => [],
    loadMessage: async () => null,
    contactsOf: async () => [],
  };
  return { port, sent, release };
}

const frame = (command: string, headers: Record<string, string>, body = '') =>
  `${command}\n${Object.entries(headers).map(([k, v]) => `${k}:${v}`).join('\n')}\n\n${body}\0`;

it("waits for a closed session's SEND still being committed before it resolves", async () => {
  const { port, sent, release } = slowPort();
  const logger = { debug: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const server = new RealtimeServer({ port, messages: new EventEmitter(), logger });
  const written: string[] = [];
  const session = new StompSession({
    write: (d) => written.push(d), close: () => undefined, bufferedBytes: () => 0, terminate: () => undefined,
  }, server);
  session.receive(frame('CONNECT', { 'accept-version': '1.2', 'heart-beat': '0,0', Authorization: 'Bearer t' }));
  await new Promise((r) => setImmediate(r));
  expect(written[0]).toMatch(/^CONNECTED/);
  session.receive(frame('SEND', { destination: SEND_MESSAGE_DESTINATION, receipt: 'r1', 'content-type': 'application/json' },
    JSON.stringify({ senderId: 1, recipientId: 2, content: 'sent just before the peer left', clientMessageId: 'c-1' })));
  // The peer goes away while its SEND is being committed.
  session.transportClosed();

  let closed = false;
  const closing = server.close().then(() => (closed = true));
  await new Promise((r) => setTimeout(r, 50));
  expect(closed).toBe(false);
  release();
  await closing;
  expect(sent).toEqual(['sent just before the peer left']);
  expect(logger.error).not.toHaveBeenCalled();
});
