// SockJS batches over the real websocket transport: a STOMP session that ends on one item of a batch
// (["bad frame","x"]) must not take the process down while sockjs walks the rest of the batch, and the
// server keeps answering HTTP and chat afterwards.
import { RawStompClient } from '../../test-support/realtime/raw-stomp-client';
import { SockjsSocket } from '../../test-support/realtime/sockjs-socket';
import { type TestServer, type TestUser, createUser, startTestServer } from '../../test-support/realtime/realtime-test-app';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
const open: Array<{ close(): void }> = [];

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob] = await Promise.all([createUser(server.database, 'alice'), createUser(server.database, 'bob')]);
});

afterEach(() => {
  for (const c of open.splice(0)) c.close();
});

afterAll(async () => {
  await server?.close();
});

async function sockjs(): Promise<SockjsSocket> {
  const s = await SockjsSocket.open(server.baseUrl);
  open.push(s);
  return s;
}

/** The server still answers HTTP and still carries a chat message from alice to bob. */
async function expectServerAlive(): Promise<void> {
  const health = await fetch(`${server.baseUrl}/api/health`);
  expect(health.status).toBe(200);
  const receiver = await RawStompClient.open(server.baseUrl);
  open.push(receiver);
  expect((await receiver.connect(bob.token)).command).toBe('CONNECTED');
  receiver.send(`SUBSCRIBE\nid:0\ndestination:/user/${bob.id}/queue/messages\nreceipt:sub\n\n\0`);
  expect((await receiver.next()).command).toBe('RECEIPT');
  const sender = await RawStompClient.open(server.baseUrl);
  open.push(sender);
  expect((await sender.connect(alice.token)).command).toBe('CONNECTED');
  const content = `still alive ${Math.random()}`;
  sender.send(`SEND\ndestination:/app/chat.sendMessage\n\n${JSON.stringify({ senderId: alice.id, recipientId: bob.id, content })}\0`);
  const delivered = await receiver.next();
  expect(delivered.command).toBe('MESSAGE');
  expect(JSON.parse(delivered.body.toString()).content).toBe(content);
}

describe('batches that end the STOMP session on an early item', () => {
  it('survives a malformed frame followed by more items, unauthenticated', async () => {
    const s = await sockjs();
    s.sendRaw('["GARBAGE\\n\\n\\u0000","x"]');
    expect(await s.waitFor((m) => m.startsWith('ERROR'))).not.toBeNull();
    await s.closed;
    await expectServerAlive();
  });

  it('survives a malformed frame followed by a long batch', async () => {
    const s = await sockjs();
    s.sendBatch(['GARBAGE\n\n\0', ...Array<string>(17).fill('x')]);
    await s.closed;
    await expectServerAlive();
  });

  it('survives a batch of well-formed frames past the in-flight limit', async () => {
    const s = await sockjs();
    s.sendBatch([...Array<string>(300).fill('SEND\ndestination:/x\n\n\0'), 'x']);
    const error = await s.waitFor((m) => m.startsWith('ERROR'));
    expect(error).toMatch(/Too many frames in flight|Not connected/);
    await s.closed;
    await expectServerAlive();
  });

  it('survives a DISCONNECT in the middle of a batch', async () => {
    const s = await sockjs();
    s.sendBatch([`CONNECT\naccept-version:1.2\nAuthorization:Bearer ${alice.token}\n\n\0`, 'DISCONNECT\nreceipt:bye\n\n\0', 'x', 'y']);
    expect(await s.waitFor((m) => m.startsWith('RECEIPT'))).toMatch(/receipt-id:bye/);
    await s.closed;
    await expectServerAlive();
  });
});

describe('xhr_send bodies', () => {
  async function xhrSession(): Promise<string> {
    const path = `/api/ws/000/${Math.random().toString(36).slice(2)}`;
    const open = await fetch(`${server.baseUrl}${path}/xhr`, { method: 'POST' });
    expect(await open.text()).toBe('o\n');
    return path;
  }
  const send = (path: string, body: string) =>
    fetch(`${server.baseUrl}${path}/xhr_send`, { method: 'POST', body, headers: { 'content-type': 'text/plain' } });

  it.each([
    ['an empty body', '', 'Payload expected.'],
    ['broken JSON', '["CONNECT', 'Broken JSON encoding.'],
    ['a JSON object', '{"a":1}', 'Payload expected.'],
    ['a prototype key', '{"__proto__":null}', ''],
    ['a JSON string', '"x"', 'Payload expected.'],
  ])('answers %s with 400, not 500', async (_what, body, message) => {
    const path = await xhrSession();
    const res = await send(path, body);
    expect(res.status).toBe(400);
    if (message) expect(await res.text()).toBe(message);
  });

  it('answers a send to an unknown session with 404', async () => {
    expect((await send('/api/ws/000/nosuchsession', '["x"]')).status).toBe(404);
  });

  it('ends the session on items that are not strings, and keeps serving', async () => {
    const path = await xhrSession();
    expect((await send(path, '[1,null,{"a":[]}]')).status).toBe(204);
    const poll = await fetch(`${server.baseUrl}${path}/xhr`, { method: 'POST' });
    expect(await poll.text()).toMatch(/ERROR/);
    await expectServerAlive();
  });

  it('ends a websocket session on items that are not strings', async () => {
    const s = await sockjs();
    s.sendRaw('[1,{"__proto__":{}},null]');
    expect(await s.waitFor((m) => m.startsWith('ERROR'))).toMatch(/must be text or binary frames/);
    await s.closed;
    await expectServerAlive();
  });
});
