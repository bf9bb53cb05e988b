// The STOMP server against a real app (PGlite in memory, Auth emulator tokens), spoken to frame by frame over
// SockJS's raw websocket endpoint.
import { and, eq } from 'drizzle-orm';
import { messages } from '../db/schema';
import { type Frame } from './stomp/frame';
import { newIdentity } from '../../test-support/emulator';
import { RawStompClient } from '../../test-support/realtime/raw-stomp-client';
import { type TestServer, type TestUser, createUser, startTestServer } from '../../test-support/realtime/realtime-test-app';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
const open: RawStompClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ realtime: { connectTimeoutMs: 500, maxSubscriptions: 3 } });
  [alice, bob] = await Promise.all([createUser(server.database, 'alice'), createUser(server.database, 'bob')]);
});

afterEach(() => {
  for (const c of open.splice(0)) c.close();
});

afterAll(async () => {
  await server?.close();
});

async function client(): Promise<RawStompClient> {
  const c = await RawStompClient.open(server.baseUrl);
  open.push(c);
  return c;
}

async function connected(user: TestUser): Promise<RawStompClient> {
  const c = await client();
  const frame = await c.connect(user.token);
  expect(frame.command).toBe('CONNECTED');
  return c;
}

/** Expects ERROR with this message, then the server closing the connection. */
async function expectError(c: RawStompClient, message: string | RegExp, received?: Frame): Promise<void> {
  const frame = received ?? (await c.next());
  expect(frame.command).toBe('ERROR');
  expect(frame.headers.message).toMatch(message);
  await c.closed;
}

/** A session subscribed to its error queue (the SUBSCRIBE's RECEIPT proves it is in place). */
async function withErrorQueue(user: TestUser): Promise<RawStompClient> {
  const c = await connected(user);
  c.send('SUBSCRIBE\nid:errors\ndestination:/user/queue/errors\nreceipt:errors-ready\n\n\0');
  expect((await c.next()).headers['receipt-id']).toBe('errors-ready');
  return c;
}

/** Expects the application's refusal on /user/queue/errors, and the session still open and answering. */
async function expectRefusal(c: RawStompClient, message: string | RegExp, receipt?: string): Promise<Frame> {
  const frame = await c.next();
  expect(frame.command).toBe('MESSAGE');
  expect(frame.headers.destination).toBe('/user/queue/errors');
  expect(frame.headers.message).toMatch(message);
  if (receipt !== undefined) expect(frame.headers['receipt-id']).toBe(receipt);
  const body = JSON.parse(frame.body.toString()) as { message: string; status: number; receiptId: string | null };
  expect(body.message).toMatch(message);
  expect(body.status).toBeGreaterThanOrEqual(400);
  expect(body.status).toBeLessThan(500);
  c.send('SUBSCRIBE\nid:still-open\ndestination:/user/queue/typing\nreceipt:still-open\n\n\0');
  expect((await c.next()).headers['receipt-id']).toBe('still-open');
  expect(c.isClosed).toBe(false);
  c.send('UNSUBSCRIBE\nid:still-open\nreceipt:unsubscribed\n\n\0');
  expect((await c.next()).headers['receipt-id']).toBe('unsubscribed');
  return frame;
}

function sendFrame(body: unknown, headers: Record<string, string> = {}): string {
  const extra = Object.entries(headers).map(([k, v]) => `${k}:${v}\n`).join('');
  return `SEND\ndestination:/app/chat.sendMessage\ncontent-type:application/json\n${extra}\n${JSON.stringify(body)}\0`;
}

async function storedMessages(senderId: number) {
  return server.database.db.select().from(messages).where(eq(messages.senderId, senderId));
}

describe('CONNECT', () => {
  it('answers CONNECTED with the negotiated version, heart-beat and server name', async () => {
    const c = await client();
    c.send(`CONNECT\naccept-version:1.0,1.1,1.2\nheart-beat:10000,10000\nAuthorization:Bearer ${alice.token}\n\n\0`);
    const frame = await c.next();
    expect(frame.command).toBe('CONNECTED');
    expect(frame.headers.version).toBe('1.2');
    expect(frame.headers['heart-beat']).toBe('10000,10000');
    expect(frame.headers.server).toMatch(/^CollabHub\//);
  });

  it('accepts the STOMP command and older protocol versions', async () => {
    const c11 = await client();
    c11.send(`STOMP\naccept-version:1.1\nhost:x\nAuthorization:Bearer ${alice.token}\n\n\0`);
    expect((await c11.next()).headers.version).toBe('1.1');
    const c10 = await client();
    c10.send(`CONNECT\nAuthorization:Bearer ${alice.token}\n\n\0`);
    const frame = await c10.next();
    expect(frame.command).toBe('CONNECTED');
    expect(frame.headers.version).toBe('1.0');
  });

  it('refuses a protocol version it does not speak', async () => {
    const c = await client();
    c.send(`CONNECT\naccept-version:2.0\nAuthorization:Bearer ${alice.token}\n\n\0`);
    const frame = await c.next();
    expect(frame.command).toBe('ERROR');
    expect(frame.headers.version).toBe('1.2,1.1,1.0');
    await c.closed;
  });

  it('refuses a CONNECT without a bearer token', async () => {
    const c = await client();
    c.send('CONNECT\naccept-version:1.2\n\n\0');
    await expectError(c, 'Authorization header with a Bearer token is required');
  });

  it('refuses a forged or expired token', async () => {
    const c = await client();
    await expectError(c, 'Invalid or expired token', await c.connect('not-a-real-token'));
  });

  it('refuses a valid token of an account that never registered', async () => {
    const stranger = await newIdentity('stranger');
    const c = await client();
    await expectError(c, 'Account not registered: call /api/register first', await c.connect(stranger.idToken));
  });

  it('refuses any frame before CONNECT', async () => {
    const c = await client();
    c.send(sendFrame({ senderId: alice.id, recipientId: bob.id, content: 'hi' }));
    await expectError(c, 'Not connected');
  });

  it('closes a transport that never sends CONNECT', async () => {
    const c = await client();
    await expectError(c, 'CONNECT not received in time');
  });

  it('refuses a second CONNECT', async () => {
    const c = await connected(alice);
    await expectError(c, 'Already connected', await c.connect(alice.token));
  });
});

describe('SUBSCRIBE', () => {
  it('allows only the caller\'s own queues', async () => {
    const c = await connected(alice);
    c.send(`SUBSCRIBE\nid:0\ndestination:/user/${alice.id}/queue/messages\nreceipt:s0\n\n\0`);
    expect((await c.next()).headers['receipt-id']).toBe('s0');
    c.send(`SUBSCRIBE\nid:1\ndestination:/user/${bob.id}/queue/messages\n\n\0`);
    await expectError(c, `Not allowed to subscribe to /user/${bob.id}/queue/messages`);
  });

  it('refuses other destinations', async () => {
    const c = await connected(alice);
    c.send('SUBSCRIBE\nid:1\ndestination:/topic/everything\n\n\0');
    await expectError(c, 'Not allowed to subscribe to /topic/everything');
  });

  it('limits subscriptions per session and refuses a reused id', async () => {
    const c = await connected(alice);
    c.send(`SUBSCRIBE\nid:a\ndestination:/user/${alice.id}/queue/messages\n\n\0`);
    c.send(`SUBSCRIBE\nid:a\ndestination:/user/${alice.id}/queue/presence\n\n\0`);
    await expectError(c, 'Subscription id a is already in use');
    const d = await connected(alice);
    for (const id of ['1', '2', '3', '4']) d.send(`SUBSCRIBE\nid:${id}\ndestination:/user/${alice.id}/queue/messages\n\n\0`);
    await expectError(d, 'Too many subscriptions');
  });
});

describe('SEND', () => {
  it('commits before the RECEIPT, and delivers to the recipient with its sequence', async () => {
    const b = await connected(bob);
    b.send(`SUBSCRIBE\nid:sub-7\ndestination:/user/${bob.id}/queue/messages\nreceipt:ready\n\n\0`);
    expect((await b.next()).command).toBe('RECEIPT');
    const a = await connected(alice);
    a.send(sendFrame({ senderId: alice.id, recipientId: bob.id, content: 'first' }, { receipt: 'm1' }));
    const receipt = await a.next();
    expect(receipt).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'm1' } });
    // The RECEIPT came after the commit: the row is there.
    expect((await storedMessages(alice.id)).map((m) => m.content)).toContain('first');

    const delivered = await b.next();
    expect(delivered.command).toBe('MESSAGE');
    expect(delivered.headers).toMatchObject({
      destination: `/user/${bob.id}/queue/messages`, subscription: 'sub-7', 'content-type': 'application/json',
    });
    expect(delivered.headers['message-id']).toBeTruthy();
    const body = JSON.parse(delivered.body.toString());
    expect(body).toMatchObject({ senderId: alice.id, recipientId: bob.id, content: 'first' });
    expect(body.sequence).toEqual(expect.any(Number));
    expect(body.conversationId).toEqual(expect.any(Number));
    expect(delivered.headers['x-sequence']).toBe(String(body.sequence));
  });

  it('confirms a SEND with a receipt to its own session: the committed message (x-receipt-id) just before a plain RECEIPT', async () => {
    const b = await connected(bob);
    b.send(`SUBSCRIBE\nid:b-msgs\ndestination:/user/${bob.id}/queue/messages\nreceipt:b-ready\n\n\0`);
    expect((await b.next()).command).toBe('RECEIPT');
    const a = await connected(alice);
    a.send(`SUBSCRIBE\nid:mine\ndestination:/user/queue/messages\nreceipt:a-ready\n\n\0`);
    expect((await a.next()).command).toBe('RECEIPT');
    a.send(sendFrame({ senderId: alice.id, recipientId: bob.id, content: 'echoed', clientMessageId: 'echo-1' }, { receipt: 'e1' }));
    const echo = await a.next();
    expect(echo.command).toBe('MESSAGE');
    expect(echo.headers).toMatchObject({ subscription: 'mine', 'x-receipt-id': 'e1', destination: '/user/queue/messages' });
    const body = JSON.parse(echo.body.toString());
    expect(body).toMatchObject({ senderId: alice.id, recipientId: bob.id, content: 'echoed', clientMessageId: 'echo-1' });
    expect(echo.headers['x-sequence']).toBe(String(body.sequence));
    const [stored] = (await storedMessages(alice.id)).filter((m) => m.clientMessageId === 'echo-1');
    expect(body).toMatchObject({ id: stored!.id, sequence: stored!.sequence, conversationId: stored!.conversationId });
    // The RECEIPT itself carries only its receipt-id (STOMP 1.2).
    const receipt = await a.next();
    expect(receipt.command).toBe('RECEIPT');
    expect(Object.keys(receipt.headers)).toEqual(['receipt-id']);
    expect(receipt.headers['receipt-id']).toBe('e1');
    // The recipient gets it once, without the sender's receipt id.
    const delivered = await b.next();
    expect(JSON.parse(delivered.body.toString()).id).toBe(body.id);
    expect(delivered.headers['x-receipt-id']).toBeUndefined();

    // A resend with the same client message id is confirmed with the original; a SEND without a receipt is not echoed.
    a.send(sendFrame({ senderId: alice.id, recipientId: bob.id, content: 'echoed', clientMessageId: 'echo-1' }, { receipt: 'e2' }));
    const again = await a.next();
    expect(again.headers['x-receipt-id']).toBe('e2');
    expect(JSON.parse(again.body.toString()).id).toBe(body.id);
    expect((await a.next()).headers['receipt-id']).toBe('e2');
    a.send(sendFrame({ senderId: alice.id, recipientId: bob.id, content: 'no receipt asked' }));
    a.send('SUBSCRIBE\nid:probe\ndestination:/user/queue/typing\nreceipt:probe\n\n\0');
    expect(await a.next()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'probe' } });
  });

  it('handles frames split across transport messages and packed into one, and a DISCONNECT does not drop a SEND', async () => {
    const c = await client();
    const connect = `CONNECT\naccept-version:1.2\nheart-beat:0,0\nAuthorization:Bearer ${alice.token}\n\n\0`;
    c.send(connect.slice(0, 7));
    c.send(connect.slice(7, 40));
    c.send(connect.slice(40));
    expect((await c.next()).command).toBe('CONNECTED');
    c.send(
      sendFrame({ senderId: alice.id, recipientId: bob.id, content: 'packed-1', clientMessageId: 'pk-1' }, { receipt: 'p1' }) +
      '\n' +
      sendFrame({ senderId: alice.id, recipientId: bob.id, content: 'packed-2', clientMessageId: 'pk-2' }, { receipt: 'p2' }) +
      'DISCONNECT\nreceipt:bye\n\n\0',
    );
    expect((await c.next()).headers['receipt-id']).toBe('p1');
    expect((await c.next()).headers['receipt-id']).toBe('p2');
    expect((await c.next()).headers['receipt-id']).toBe('bye');
    await c.closed;
    const rows = (await storedMessages(alice.id)).filter((m) => m.clientMessageId?.startsWith('pk-'))
      .sort((x, y) => x.sequence - y.sequence);
    expect(rows.map((m) => m.content)).toEqual(['packed-1', 'packed-2']);
    expect(rows[1]!.sequence).toBe(rows[0]!.sequence + 1);
  });

  it('commits SENDs that arrived before the client went away', async () => {
    const c = await connected(alice);
    const body = { senderId: alice.id, recipientId: bob.id, content: 'sent then gone' };
    c.send(sendFrame({ ...body, clientMessageId: 'gone-1' }) + sendFrame({ ...body, clientMessageId: 'gone-2' }));
    c.close();
    await c.closed;
    const deadline = Date.now() + 5000;
    let rows: Awaited<ReturnType<typeof storedMessages>> = [];
    while (Date.now() < deadline) {
      rows = (await storedMessages(alice.id)).filter((m) => m.clientMessageId?.startsWith('gone-'));
      if (rows.length === 2) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(rows.sort((x, y) => x.sequence - y.sequence).map((m) => m.clientMessageId)).toEqual(['gone-1', 'gone-2']);
  });

  it('honours content-length and escaped headers', async () => {
    const c = await connected(alice);
    const body = JSON.stringify({ senderId: alice.id, recipientId: bob.id, content: 'länge ✓' });
    c.send(`SEND\ndestination:/app/chat.sendMessage\nreceipt:r\\c1\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`);
    const receipt = await c.next();
    expect(receipt.headers['receipt-id']).toBe('r:1');
  });

  it('returns the original for a resend with the same client message id (header or body)', async () => {
    const c = await connected(alice);
    const msg = { senderId: alice.id, recipientId: bob.id, content: 'once' };
    c.send(sendFrame(msg, { receipt: 'x1', 'client-message-id': 'dup-1' }));
    c.send(sendFrame({ ...msg, clientMessageId: 'dup-1' }, { receipt: 'x2' }));
    expect((await c.next()).headers['receipt-id']).toBe('x1');
    expect((await c.next()).headers['receipt-id']).toBe('x2');
    const rows = await server.database.db.select().from(messages)
      .where(and(eq(messages.senderId, alice.id), eq(messages.clientMessageId, 'dup-1')));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a spoofed senderId', () => ({ senderId: bob.id, recipientId: alice.id, content: 'spoof' }), 'senderId must be the connected user'],
    ['no senderId', () => ({ recipientId: bob.id, content: 'x' }), 'senderId: Must be a positive integer'],
    ['a message to yourself', () => ({ senderId: alice.id, recipientId: alice.id, content: 'me' }), 'You cannot send a message to yourself'],
    ['blank content', () => ({ senderId: alice.id, recipientId: bob.id, content: '  \n ' }), 'content: Message must not be blank'],
    ['content over 5000 characters', () => ({ senderId: alice.id, recipientId: bob.id, content: 'x'.repeat(5001) }), 'content: Message must be at most 5000 characters'],
    ['a NUL character in the content', () => ({ senderId: alice.id, recipientId: bob.id, content: 'a\u0000b' }), 'content: Must not contain the NUL character (U+0000)'],
    ['a NUL character in the client message id', () => ({ senderId: alice.id, recipientId: bob.id, content: 'x', clientMessageId: '\u0000' }), 'clientMessageId: Must not contain the NUL character (U+0000)'],
    ['a recipient id beyond the id column', () => ({ senderId: alice.id, recipientId: 2 ** 31, content: 'x' }), 'recipientId: Must be at most 2147483647'],
    ['an unknown recipient', () => ({ senderId: alice.id, recipientId: 99_999_999, content: 'hello?' }), 'Recipient not found'],
    ['a lone surrogate in the content', () => ({ senderId: alice.id, recipientId: bob.id, content: 'a\ud800b' }), /^content: Must be valid Unicode/],
    ['a lone surrogate in the client message id', () => ({ senderId: alice.id, recipientId: bob.id, content: 'x', clientMessageId: 'a\udc00' }), /^clientMessageId: Must be valid Unicode/],
  ])('refuses %s on the error queue, keeps the session open and stores nothing', async (_name, body, message) => {
    const before = (await storedMessages(alice.id)).length + (await storedMessages(bob.id)).length;
    const c = await withErrorQueue(alice);
    c.send(sendFrame(body(), { receipt: 'bad' }));
    const frame = await expectRefusal(c, message, 'bad');
    expect(frame.headers.subscription).toBe('errors');
    expect((await storedMessages(alice.id)).length + (await storedMessages(bob.id)).length).toBe(before);
  });

  it('accepts exactly 5000 characters', async () => {
    const c = await connected(alice);
    c.send(sendFrame({ senderId: alice.id, recipientId: bob.id, content: 'y'.repeat(5000) }, { receipt: 'long' }));
    expect((await c.next()).headers['receipt-id']).toBe('long');
  });

  it('refuses an unknown destination and a body that is not JSON on the error queue; a COMMIT of an unknown transaction with ERROR', async () => {
    const c1 = await withErrorQueue(alice);
    c1.send('SEND\ndestination:/app/other\nreceipt:r1\n\n{}\0');
    await expectRefusal(c1, 'Unknown destination /app/other', 'r1');
    c1.send('SEND\ndestination:/app/chat.sendMessage\n\nnot json\0');
    await expectRefusal(c1, 'Message body must be JSON');
    const c3 = await connected(alice);
    c3.send('COMMIT\ntransaction:t1\n\n\0');
    await expectError(c3, 'Unknown transaction t1');
  });

  it('refuses addUser for somebody else', async () => {
    const c = await withErrorQueue(alice);
    c.send(`SEND\ndestination:/app/chat.addUser\n\n${JSON.stringify({ senderId: bob.id })}\0`);
    await expectRefusal(c, 'senderId must be the connected user');
  });

  it('says nothing to a session that did not subscribe to its error queue, and keeps it open', async () => {
    const c = await connected(alice);
    c.send(sendFrame({ senderId: alice.id, recipientId: alice.id, content: 'me' }, { receipt: 'quiet' }));
    c.send('SUBSCRIBE\nid:after\ndestination:/user/queue/messages\nreceipt:after\n\n\0');
    expect(await c.next()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'after' } });
  });
});

describe('malformed input', () => {
  it('answers garbage with ERROR and close, and keeps serving others', async () => {
    const c = await client();
    c.send('HELLO WORLD\n\n\0');
    await expectError(c, 'Unknown command');
    const d = await connected(alice);
    expect(d.isClosed).toBe(false);
  });

  it('refuses a frame over 64 KB, even before its body arrives', async () => {
    const c = await connected(alice);
    c.send(`SEND\ndestination:/app/chat.sendMessage\ncontent-length:70000\n\n`);
    await expectError(c, 'Frame larger than 65536 bytes');
    const d = await connected(alice);
    d.send(`SEND\ndestination:/app/chat.sendMessage\n\n${'z'.repeat(66_000)}`);
    await expectError(d, 'Frame larger than 65536 bytes');
  });

  it('refuses too many headers and an undefined escape', async () => {
    const c = await connected(alice);
    c.send(`SEND\n${Array.from({ length: 40 }, (_, i) => `h${i}:v`).join('\n')}\n\n\0`);
    await expectError(c, 'More than 32 headers');
    const d = await connected(alice);
    d.send('SEND\ndestination:/a\\x\n\n\0');
    await expectError(d, 'Undefined escape sequence in header');
  });
});

describe('heart-beats', () => {
  it('sends EOLs at the negotiated rate and drops a peer silent for more than twice its interval', async () => {
    Object.assign(server.app.realtime.options, { heartBeat: [300, 300] });
    try {
      const silent = await client();
      const started = Date.now();
      silent.send(`CONNECT\naccept-version:1.2\nheart-beat:300,300\nAuthorization:Bearer ${alice.token}\n\n\0`);
      const frame = await silent.next();
      expect(frame.headers['heart-beat']).toBe('300,300');
      await expectError(silent, 'Heart-beat timeout');
      expect(Date.now() - started).toBeGreaterThanOrEqual(600);
      expect(silent.heartBeats).toBeGreaterThan(0);

      const lively = await client();
      lively.send(`CONNECT\naccept-version:1.2\nheart-beat:300,0\nAuthorization:Bearer ${alice.token}\n\n\0`);
      await lively.next();
      const beat = setInterval(() => lively.send('\n'), 50);
      await new Promise((r) => setTimeout(r, 1200));
      clearInterval(beat);
      expect(lively.isClosed).toBe(false);
    } finally {
      Object.assign(server.app.realtime.options, { heartBeat: [10_000, 10_000] });
    }
  });
});
