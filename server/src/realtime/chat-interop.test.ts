// Interoperability: the client stack the web app uses (@stomp/stompjs over sockjs-client) against the real
// server, on each SockJS transport the browser may fall back to.
import { and, eq } from 'drizzle-orm';
import type { ChatMessage } from 'shared-api';
import { messages } from '../db/schema';
import type { PresenceState } from './presence';
import { type TestServer, type TestUser, createUser, startTestServer } from '../../test-support/realtime/realtime-test-app';
import { type SockjsTransport, chatClient, collect, publishWithReceipt } from '../../test-support/realtime/stomp-test-client';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const TRANSPORTS: SockjsTransport[] = ['websocket', 'xhr-streaming', 'xhr-polling'];

describe.each(TRANSPORTS)('over %s', (transport) => {
  let alice: TestUser;
  let bob: TestUser;
  const clients: Array<ReturnType<typeof chatClient>> = [];

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createUser(server.database, 'alice'), createUser(server.database, 'bob')]);
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.client.deactivate()));
  });

  async function connect(user: TestUser) {
    const c = chatClient({ baseUrl: server.baseUrl, token: user.token, transport });
    clients.push(c);
    await c.connected();
    return c;
  }

  it('delivers a committed message to the recipient and to the sender\'s other sessions, and to the sending session once as its confirmation', async () => {
    const a1 = await connect(alice);
    const a2 = await connect(alice);
    const b = await connect(bob);
    const toBob = collect<ChatMessage>(b.client, `/user/${bob.id}/queue/messages`);
    const toA1 = collect<ChatMessage>(a1.client, `/user/${alice.id}/queue/messages`);
    const toA2 = collect<ChatMessage>(a2.client, `/user/${alice.id}/queue/messages`);
    // A receipt on a later frame proves the SUBSCRIBEs before it were processed.
    await Promise.all([a1, a2, b].map((c) => publishWithReceipt(c.client, '/app/chat.addUser', { senderId: c === b ? bob.id : alice.id })));

    await publishWithReceipt(a1.client, '/app/chat.sendMessage', {
      senderId: alice.id, recipientId: bob.id, content: `hello over ${transport}`, clientMessageId: `${transport}-1`,
    });
    const [got] = await toBob.waitFor(1);
    expect(got).toMatchObject({
      senderId: alice.id, recipientId: bob.id, content: `hello over ${transport}`, clientMessageId: `${transport}-1`,
    });
    expect(got!.sequence).toBe(1);
    expect((await toA2.waitFor(1))[0]!.id).toBe(got!.id);

    // Replies keep the per-conversation order.
    await publishWithReceipt(b.client, '/app/chat.sendMessage', { senderId: bob.id, recipientId: alice.id, content: 'reply' });
    // The sending session's own copy (sequence 1) is the confirmation echoed before its RECEIPT (stomp-session.ts).
    const aliceGot = await toA1.waitFor(2);
    expect(aliceGot.map((m) => [m.content, m.sequence])).toEqual([[`hello over ${transport}`, 1], ['reply', 2]]);
    expect(toA2.bodies.map((m) => m.sequence)).toEqual([1, 2]);
    // Bob's reply, sent with a receipt, comes back to his session as its confirmation.
    expect(toBob.bodies.map((m) => m.sequence)).toEqual([1, 2]);
  });

  it('returns the original for a resend: one row, one delivery', async () => {
    const a = await connect(alice);
    const b = await connect(bob);
    const toBob = collect<ChatMessage>(b.client, `/user/${bob.id}/queue/messages`);
    await publishWithReceipt(b.client, '/app/chat.addUser', { senderId: bob.id });
    const msg = { senderId: alice.id, recipientId: bob.id, content: 'exactly once' };
    await publishWithReceipt(a.client, '/app/chat.sendMessage', msg, { 'client-message-id': `${transport}-dup` });
    await publishWithReceipt(a.client, '/app/chat.sendMessage', { ...msg, clientMessageId: `${transport}-dup` });
    await publishWithReceipt(a.client, '/app/chat.sendMessage', { ...msg, content: 'marker' });
    await toBob.waitFor(2);
    expect(toBob.bodies.map((m) => m.content)).toEqual(['exactly once', 'marker']);
    const rows = await server.database.db.select().from(messages)
      .where(and(eq(messages.senderId, alice.id), eq(messages.clientMessageId, `${transport}-dup`)));
    expect(rows).toHaveLength(1);
  });

  it('delivers messages sent over REST too', async () => {
    const b = await connect(bob);
    const toBob = collect<ChatMessage>(b.client, `/user/${bob.id}/queue/messages`);
    await publishWithReceipt(b.client, '/app/chat.addUser', { senderId: bob.id });
    const res = await fetch(`${server.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ senderId: alice.id, recipientId: bob.id, content: 'via REST' }),
    });
    expect(res.status).toBeLessThan(300);
    expect((await toBob.waitFor(1))[0]!.content).toBe('via REST');
  });

  it('refuses another user\'s queue with an ERROR and closes', async () => {
    const a = await connect(alice);
    a.client.subscribe(`/user/${bob.id}/queue/messages`, () => {});
    await a.closed;
    expect(a.errors).toEqual([`Not allowed to subscribe to /user/${bob.id}/queue/messages`]);
  });

  it('refuses a spoofed senderId on the error queue, keeps the session and stores nothing', async () => {
    const a = await connect(alice);
    const refusals = collect<{ status: number; message: string }>(a.client, '/user/queue/errors');
    a.client.publish({ destination: '/app/chat.sendMessage', body: JSON.stringify({ senderId: bob.id, recipientId: alice.id, content: 'spoofed' }) });
    expect((await refusals.waitFor(1))[0]).toEqual(expect.objectContaining({ status: 400, message: 'senderId must be the connected user' }));
    expect(a.errors).toEqual([]);
    expect(a.client.connected).toBe(true);
    const rows = await server.database.db.select().from(messages).where(eq(messages.content, 'spoofed'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a connection without a valid token', async () => {
    const c = chatClient({ baseUrl: server.baseUrl, token: 'forged', transport });
    clients.push(c);
    await c.closed;
    expect(c.errors).toEqual(['Invalid or expired token']);
  });
});

describe('presence', () => {
  it('is online from addUser until the last session closes, and is announced to contacts', async () => {
    const [carol, dave] = await Promise.all([createUser(server.database, 'carol'), createUser(server.database, 'dave')]);
    const presenceOf = async (userId: number, token: string) => {
      const res = await fetch(`${server.baseUrl}/api/presence/${userId}`, { headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, body: (await res.json()) as PresenceState };
    };
    // Strangers learn nothing: the same 404 as for an unknown id.
    expect((await presenceOf(carol.id, dave.token)).status).toBe(404);

    // An empty conversation opened by dave reveals nothing; carol writing to dave lets him see her.
    await fetch(`${server.baseUrl}/api/conversations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${dave.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user1Id: dave.id, user2Id: carol.id }),
    });
    expect((await presenceOf(carol.id, dave.token)).status).toBe(404);
    await fetch(`${server.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${carol.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ senderId: carol.id, recipientId: dave.id, content: 'hello dave' }),
    });
    expect((await presenceOf(carol.id, dave.token)).body).toEqual({ userId: carol.id, online: false, lastSeen: null });
    const d = chatClient({ baseUrl: server.baseUrl, token: dave.token, transport: 'websocket' });
    await d.connected();
    const news = collect<PresenceState>(d.client, `/user/${dave.id}/queue/presence`);
    await publishWithReceipt(d.client, '/app/chat.addUser', { senderId: dave.id });

    const c1 = chatClient({ baseUrl: server.baseUrl, token: carol.token, transport: 'websocket' });
    const c2 = chatClient({ baseUrl: server.baseUrl, token: carol.token, transport: 'xhr-streaming' });
    await Promise.all([c1.connected(), c2.connected()]);
    await publishWithReceipt(c1.client, '/app/chat.addUser', { senderId: carol.id });
    await publishWithReceipt(c2.client, '/app/chat.addUser', { senderId: carol.id });
    expect((await news.waitFor(1))[0]).toMatchObject({ userId: carol.id, online: true });
    expect((await presenceOf(carol.id, dave.token)).body.online).toBe(true);

    await c1.client.deactivate();
    await new Promise((r) => setTimeout(r, 200));
    expect((await presenceOf(carol.id, dave.token)).body.online).toBe(true);
    await c2.client.deactivate();
    const [, offline] = await news.waitFor(2);
    expect(offline).toMatchObject({ userId: carol.id, online: false, lastSeen: expect.any(String) });
    const after = await presenceOf(carol.id, dave.token);
    expect(after.body).toEqual(offline);
    await d.client.deactivate();
  });

  it('requires a bearer token and a valid user id', async () => {
    const eve = await createUser(server.database, 'eve');
    expect((await fetch(`${server.baseUrl}/api/presence/${eve.id}`)).status).toBe(401);
    const auth = { headers: { authorization: `Bearer ${eve.token}` } };
    expect((await fetch(`${server.baseUrl}/api/presence/abc`, auth)).status).toBe(400);
    const huge = await fetch(`${server.baseUrl}/api/presence/2147483648`, auth);
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ statusCode: 400, fields: { 'params.userId': expect.any(String) } });
    expect((await fetch(`${server.baseUrl}/api/presence/99999999`, auth)).status).toBe(404);
  });

  it('is shown to the user themselves and to those they wrote to, never to a stranger sweeping ids or through an empty conversation', async () => {
    const [frank, grace, heidi] = await Promise.all([
      createUser(server.database, 'frank'), createUser(server.database, 'grace'), createUser(server.database, 'heidi'),
    ]);
    const status = async (userId: number, token: string) =>
      (await fetch(`${server.baseUrl}/api/presence/${userId}`, { headers: { authorization: `Bearer ${token}` } })).status;
    await fetch(`${server.baseUrl}/api/conversations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${frank.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user1Id: frank.id, user2Id: grace.id }),
    });
    expect(await status(frank.id, frank.token)).toBe(200);
    // The conversation is empty: neither sees the other.
    expect(await status(grace.id, frank.token)).toBe(404);
    expect(await status(frank.id, grace.token)).toBe(404);
    await fetch(`${server.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${frank.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ senderId: frank.id, recipientId: grace.id, content: 'hi grace' }),
    });
    // Frank wrote to grace: grace sees frank, frank does not see grace until she answers.
    expect(await status(frank.id, grace.token)).toBe(200);
    expect(await status(grace.id, frank.token)).toBe(404);
    expect(await status(frank.id, heidi.token)).toBe(404);
    expect(await status(grace.id, heidi.token)).toBe(404);
  });
});

describe('shutdown', () => {
  it('closes open sessions when the app closes', async () => {
    const own = await startTestServer();
    const user = await createUser(own.database, 'leaver');
    const ws = chatClient({ baseUrl: own.baseUrl, token: user.token, transport: 'websocket' });
    const xs = chatClient({ baseUrl: own.baseUrl, token: user.token, transport: 'xhr-streaming' });
    await Promise.all([ws.connected(), xs.connected()]);
    expect(own.app.realtime.sessionCount).toBe(2);
    await own.close();
    await Promise.all([ws.closed, xs.closed]);
    expect(ws.errors).toEqual(['Server shutting down']);
    await Promise.all([ws.client.deactivate(), xs.client.deactivate()]);
  });
});
