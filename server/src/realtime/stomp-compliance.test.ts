// STOMP 1.2 server requirements beyond the basics (checked against the specification and the server-side tests
// of common brokers): ack modes, transactions, errors for frames naming unknown things, oversized frames.
import { and, eq } from 'drizzle-orm';
import { messages } from '../db/schema';
import { type Frame } from './stomp/frame';
import { RawStompClient } from '../../test-support/realtime/raw-stomp-client';
import { SockjsSocket } from '../../test-support/realtime/sockjs-socket';
import { type TestServer, type TestUser, createUser, startTestServer } from '../../test-support/realtime/realtime-test-app';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
const open: Array<{ close(): void }> = [];

beforeAll(async () => {
  server = await startTestServer({ env: { CHAT_SEND_BURST: '100000' } });
  [alice, bob] = await Promise.all([createUser(server.database, 'alice'), createUser(server.database, 'bob')]);
});

afterEach(() => {
  for (const c of open.splice(0)) c.close();
});

afterAll(async () => {
  await server?.close();
});

async function connected(user: TestUser, version = '1.2'): Promise<RawStompClient> {
  const c = await RawStompClient.open(server.baseUrl);
  open.push(c);
  c.send(`CONNECT\naccept-version:${version}\nheart-beat:0,0\nAuthorization:Bearer ${user.token}\n\n\0`);
  expect((await c.next()).command).toBe('CONNECTED');
  return c;
}

async function expectError(c: RawStompClient, message: string | RegExp): Promise<Frame> {
  const frame = await c.next();
  expect(frame.command).toBe('ERROR');
  expect(frame.headers.message).toMatch(message);
  await c.closed;
  return frame;
}

function send(content: string, headers: Record<string, string> = {}): string {
  const extra = Object.entries(headers).map(([k, v]) => `${k}:${v}\n`).join('');
  return `SEND\ndestination:/app/chat.sendMessage\n${extra}\n${JSON.stringify({ senderId: alice.id, recipientId: bob.id, content })}\0`;
}

async function subscribedBob(ack: string, version = '1.2'): Promise<RawStompClient> {
  const c = await connected(bob, version);
  c.send(`SUBSCRIBE\nid:s\ndestination:/user/${bob.id}/queue/messages\nack:${ack}\nreceipt:sub\n\n\0`);
  expect((await c.next()).headers['receipt-id']).toBe('sub');
  return c;
}

async function deliveredTo(c: RawStompClient, count: number): Promise<Frame[]> {
  const frames: Frame[] = [];
  while (frames.length < count) {
    const f = await c.next();
    if (f.command === 'MESSAGE') frames.push(f);
  }
  return frames;
}

async function stored(content: string) {
  return server.database.db.select().from(messages).where(and(eq(messages.senderId, alice.id), eq(messages.content, content)));
}

describe('ack modes', () => {
  it('auto subscriptions carry no ack header', async () => {
    const b = await subscribedBob('auto');
    const a = await connected(alice);
    a.send(send('auto-1'));
    const [m] = await deliveredTo(b, 1);
    expect(m!.headers.ack).toBeUndefined();
  });

  it('client-individual: each MESSAGE has an ack id, and ACK or NACK settles exactly that one', async () => {
    const b = await subscribedBob('client-individual');
    const a = await connected(alice);
    a.send(send('ci-1'));
    a.send(send('ci-2'));
    const [m1, m2] = await deliveredTo(b, 2);
    expect(m1!.headers.ack).toEqual(expect.any(String));
    expect(m2!.headers.ack).not.toBe(m1!.headers.ack);
    b.send(`ACK\nid:${m2!.headers.ack}\nreceipt:a2\n\n\0`);
    expect((await b.next()).headers['receipt-id']).toBe('a2');
    b.send(`NACK\nid:${m1!.headers.ack}\nreceipt:n1\n\n\0`);
    expect((await b.next()).headers['receipt-id']).toBe('n1');
    // Both settled: a second ACK of either is an error.
    b.send(`ACK\nid:${m1!.headers.ack}\n\n\0`);
    await expectError(b, /unknown or already acknowledged/);
  });

  it('client: an ACK acknowledges every earlier message of the subscription too', async () => {
    const b = await subscribedBob('client');
    const a = await connected(alice);
    for (const n of [1, 2, 3]) a.send(send(`c-${n}`));
    const [m1, , m3] = await deliveredTo(b, 3);
    b.send(`ACK\nid:${m3!.headers.ack}\nreceipt:a3\n\n\0`);
    expect((await b.next()).headers['receipt-id']).toBe('a3');
    b.send(`ACK\nid:${m1!.headers.ack}\n\n\0`);
    await expectError(b, /unknown or already acknowledged/);
  });

  it('STOMP 1.1 clients acknowledge by message-id and subscription', async () => {
    const b = await subscribedBob('client-individual', '1.1');
    const a = await connected(alice);
    a.send(send('v11-1'));
    const [m] = await deliveredTo(b, 1);
    expect(m!.headers.ack).toBeUndefined();
    b.send(`ACK\nmessage-id:${m!.headers['message-id']}\nsubscription:s\nreceipt:ok\n\n\0`);
    expect((await b.next()).headers['receipt-id']).toBe('ok');
  });

  it('refuses ACK without an id, with an unknown id, and an unknown ack mode', async () => {
    const c1 = await connected(bob);
    c1.send('ACK\nreceipt:x\n\n\0');
    await expectError(c1, 'ACK needs an id header');
    const c2 = await connected(bob);
    c2.send('NACK\nid:nope\n\n\0');
    await expectError(c2, 'NACK of unknown or already acknowledged message nope');
    const c3 = await connected(bob);
    c3.send(`SUBSCRIBE\nid:s\ndestination:/user/${bob.id}/queue/messages\nack:sometimes\n\n\0`);
    await expectError(c3, /Unknown ack mode sometimes/);
  });

  it('refuses UNSUBSCRIBE of an unknown id', async () => {
    const c = await connected(bob);
    c.send('UNSUBSCRIBE\nid:never\nreceipt:u\n\n\0');
    await expectError(c, 'No subscription with id never');
  });
});

describe('transactions', () => {
  it('holds SENDs until COMMIT, then stores and delivers them in order', async () => {
    const b = await subscribedBob('auto');
    const a = await connected(alice);
    a.send('BEGIN\ntransaction:t1\nreceipt:begun\n\n\0');
    expect((await a.next()).headers['receipt-id']).toBe('begun');
    a.send(send('tx-1', { transaction: 't1', receipt: 'held-1' }));
    a.send(send('tx-2', { transaction: 't1', receipt: 'held-2' }));
    expect((await a.next()).headers['receipt-id']).toBe('held-1');
    expect((await a.next()).headers['receipt-id']).toBe('held-2');
    expect(await stored('tx-1')).toHaveLength(0);
    a.send('COMMIT\ntransaction:t1\nreceipt:committed\n\n\0');
    expect((await a.next()).headers['receipt-id']).toBe('committed');
    const [s1] = await stored('tx-1');
    const [s2] = await stored('tx-2');
    expect(s2!.sequence).toBe(s1!.sequence + 1);
    const delivered = await deliveredTo(b, 2);
    expect(delivered.map((m) => JSON.parse(m.body.toString()).content)).toEqual(['tx-1', 'tx-2']);
  });

  it('drops everything on ABORT and on disconnect', async () => {
    const a = await connected(alice);
    a.send('BEGIN\ntransaction:t2\n\n\0');
    a.send(send('aborted', { transaction: 't2' }));
    a.send('ABORT\ntransaction:t2\nreceipt:aborted\n\n\0');
    expect((await a.next()).headers['receipt-id']).toBe('aborted');
    a.send('COMMIT\ntransaction:t2\n\n\0');
    await expectError(a, 'Unknown transaction t2');
    const d = await connected(alice);
    d.send('BEGIN\ntransaction:t3\n\n\0');
    d.send(send('never-committed', { transaction: 't3' }));
    d.send('DISCONNECT\nreceipt:bye\n\n\0');
    expect((await d.next()).headers['receipt-id']).toBe('bye');
    await d.closed;
    expect(await stored('aborted')).toHaveLength(0);
    expect(await stored('never-committed')).toHaveLength(0);
  });

  it('commits all or nothing: one bad message keeps the others out', async () => {
    const a = await connected(alice);
    a.send('BEGIN\ntransaction:t4\n\n\0');
    a.send(send('all-or-nothing', { transaction: 't4' }));
    a.send(`SEND\ndestination:/app/chat.sendMessage\ntransaction:t4\n\n${JSON.stringify({ senderId: alice.id, recipientId: 99_999_999, content: 'to nobody' })}\0`);
    a.send('COMMIT\ntransaction:t4\n\n\0');
    await expectError(a, 'Transaction t4 not committed: Recipient not found');
    expect(await stored('all-or-nothing')).toHaveLength(0);
  });

  it('applies ACKs held by a transaction only on COMMIT', async () => {
    const b = await subscribedBob('client-individual');
    const a = await connected(alice);
    a.send(send('ack-in-tx'));
    const [m] = await deliveredTo(b, 1);
    b.send('BEGIN\ntransaction:ta\n\n\0');
    b.send(`ACK\nid:${m!.headers.ack}\ntransaction:ta\n\n\0`);
    b.send('ABORT\ntransaction:ta\n\n\0');
    // Aborted, so the message is still unacknowledged and can be acknowledged now.
    b.send(`ACK\nid:${m!.headers.ack}\nreceipt:late\n\n\0`);
    expect((await b.next()).headers['receipt-id']).toBe('late');
  });

  it('refuses a transaction frame naming an unknown transaction, and a BEGIN reusing an open one', async () => {
    const a = await connected(alice);
    a.send(send('x', { transaction: 'ghost' }));
    await expectError(a, 'Unknown transaction ghost');
    const b = await connected(alice);
    b.send('BEGIN\ntransaction:t\n\n\0BEGIN\ntransaction:t\n\n\0');
    await expectError(b, 'Transaction t is already open');
    const c = await connected(alice);
    c.send('BEGIN\n\n\0');
    await expectError(c, 'BEGIN needs a transaction header');
  });
});

describe('oversized frames', () => {
  it('answers a 300 KB SEND in one websocket message with an ERROR before the close', async () => {
    const s = await SockjsSocket.open(server.baseUrl);
    open.push(s);
    s.sendBatch([`CONNECT\naccept-version:1.2\nAuthorization:Bearer ${alice.token}\n\n\0`]);
    expect(await s.waitFor((m) => m.startsWith('CONNECTED'))).not.toBeNull();
    s.sendBatch([`SEND\ndestination:/app/chat.sendMessage\n\n${'x'.repeat(300 * 1024)}\0`]);
    expect(await s.waitFor((m) => m.startsWith('ERROR'))).toMatch(/Frame larger than 65536 bytes/);
    await s.closed;
  });
});
