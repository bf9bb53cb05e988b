// A subscriber that stops reading must not grow the server's memory without bound: once what is queued for it
// passes the limit, its session is dropped (it catches up from the database when it reconnects), and everyone
// else keeps chatting.
import { RawStompClient } from '../../test-support/realtime/raw-stomp-client';
import { type TestServer, type TestUser, createUser, startTestServer } from '../../test-support/realtime/realtime-test-app';

const LIMIT = 256 * 1024;
const SUBSCRIPTIONS = 8;
const MAX_SENDS = 2000;

let server: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestServer({
    realtime: { maxOutboundBytes: LIMIT, maxSubscriptions: SUBSCRIPTIONS },
    // The sender floods on purpose; its send budget is not what this test is about.
    env: { CHAT_SEND_BURST: '100000' },
  });
  [alice, bob] = await Promise.all([createUser(server.database, 'alice'), createUser(server.database, 'bob')]);
});

afterAll(async () => {
  await server?.close();
});

function sendFrame(n: number): string {
  const body = { senderId: alice.id, recipientId: bob.id, content: `${n} ${'x'.repeat(4900)}`, clientMessageId: `slow-${n}` };
  return `SEND\ndestination:/app/chat.sendMessage\nreceipt:r${n}\n\n${JSON.stringify(body)}\0`;
}

it('drops a session whose peer stops reading once its backlog passes the limit, and keeps serving others', async () => {
  const paused = await RawStompClient.open(server.baseUrl);
  expect((await paused.connect(bob.token)).command).toBe('CONNECTED');
  for (let i = 0; i < SUBSCRIPTIONS - 1; i++) paused.send(`SUBSCRIBE\nid:${i}\ndestination:/user/${bob.id}/queue/messages\n\n\0`);
  paused.send(`SUBSCRIBE\nid:last\ndestination:/user/${bob.id}/queue/messages\nreceipt:subscribed\n\n\0`);
  expect((await paused.next()).headers['receipt-id']).toBe('subscribed');
  paused.pause();

  const sender = await RawStompClient.open(server.baseUrl);
  expect((await sender.connect(alice.token)).command).toBe('CONNECTED');
  const before = server.app.realtime.sessionCount;
  let sent = 0;
  let maxBacklog = 0;
  while (sent < MAX_SENDS && server.app.realtime.sessionCount === before) {
    sender.send(sendFrame(++sent));
    const receipt = await sender.next();
    expect(receipt.headers['receipt-id']).toBe(`r${sent}`);
    maxBacklog = Math.max(maxBacklog, server.app.realtime.maxBufferedBytes());
  }
  expect(server.app.realtime.sessionCount).toBe(before - 1);
  // Bounded: never more than the limit plus the copies of one message.
  expect(maxBacklog).toBeLessThanOrEqual(LIMIT + SUBSCRIPTIONS * 6 * 1024);

  // The dropped client sees its connection end once it reads again; the sender is unaffected.
  paused.resume();
  await paused.closed;
  sender.send(sendFrame(++sent));
  expect((await sender.next()).headers['receipt-id']).toBe(`r${sent}`);
  sender.close();
});
