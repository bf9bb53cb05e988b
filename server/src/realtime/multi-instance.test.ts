// Two server instances sharing one PostgreSQL database, fanned out over the machine's Redis: a message committed
// on one instance reaches sessions on the other, presence is the same whichever instance is asked, an Accept
// introduces the two members' presence across instances, and typing and read receipts reach a participant connected
// to the other instance.
import type { ChatMessage, ReadReceiptEvent, TypingEvent } from 'shared-api';
import type { PresenceState } from './presence';
import { type ScratchDatabase, createScratchDatabase } from '../../test-support/scratch-database';
import { POSTGRES_ADMIN_URL, REDIS_URL, sharedServicesMissing } from '../../test-support/realtime/services-probe';
import { type TestServer, type TestUser, createUser, startTestServer } from '../../test-support/realtime/realtime-test-app';
import { chatClient, collect, publishWithReceipt } from '../../test-support/realtime/stomp-test-client';

const missing = sharedServicesMissing();
const suite = missing ? describe.skip : describe;

suite(`two instances over Redis${missing ? ` (${missing})` : ''}`, () => {
  let scratch: ScratchDatabase;
  let one: TestServer;
  let two: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  const clients: Array<ReturnType<typeof chatClient>> = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(POSTGRES_ADMIN_URL);
    one = await startTestServer({ databaseUrl: scratch.url, redisUrl: REDIS_URL, migrate: false });
    two = await startTestServer({ databaseUrl: scratch.url, redisUrl: REDIS_URL, migrate: false });
    [alice, bob] = await Promise.all([createUser(one.database, 'alice'), createUser(one.database, 'bob')]);
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.client.deactivate()));
    await one?.close();
    await two?.close();
    await scratch?.drop();
  });

  async function connect(server: TestServer, user: TestUser, transport: 'websocket' | 'xhr-streaming' = 'websocket') {
    const c = chatClient({ baseUrl: server.baseUrl, token: user.token, transport });
    clients.push(c);
    await c.connected();
    return c;
  }

  it('delivers a message committed on one instance to the recipient and the sender\'s other session on the other', async () => {
    const a1 = await connect(one, alice);
    const a2 = await connect(two, alice, 'xhr-streaming');
    const b2 = await connect(two, bob);
    const toBob = collect<ChatMessage>(b2.client, `/user/${bob.id}/queue/messages`);
    const toA2 = collect<ChatMessage>(a2.client, `/user/${alice.id}/queue/messages`);
    const toA1 = collect<ChatMessage>(a1.client, `/user/${alice.id}/queue/messages`);
    await publishWithReceipt(b2.client, '/app/chat.addUser', { senderId: bob.id });
    await publishWithReceipt(a2.client, '/app/chat.addUser', { senderId: alice.id });

    await publishWithReceipt(a1.client, '/app/chat.sendMessage', { senderId: alice.id, recipientId: bob.id, content: 'across', clientMessageId: 'x-1' });
    await publishWithReceipt(a1.client, '/app/chat.sendMessage', { senderId: alice.id, recipientId: bob.id, content: 'again', clientMessageId: 'x-2' });
    const got = await toBob.waitFor(2);
    expect(got.map((m) => [m.content, m.sequence])).toEqual([['across', 1], ['again', 2]]);
    expect((await toA2.waitFor(2)).map((m) => m.id)).toEqual(got.map((m) => m.id));
    // The sending session hears each of its messages once: the confirmation that carries the committed message
    // (sent before its RECEIPT), never the fan-out as well.
    expect(toA1.bodies.map((m) => m.id)).toEqual(got.map((m) => m.id));
  });

  it('answers presence the same on both instances', async () => {
    const carol = await createUser(one.database, 'carol');
    const ask = async (server: TestServer) => {
      const res = await fetch(`${server.baseUrl}/api/presence/${carol.id}`, { headers: { authorization: `Bearer ${alice.token}` } });
      return (await res.json()) as PresenceState;
    };
    // Those carol wrote to hear about it on the other instance too.
    await fetch(`${two.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${carol.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ senderId: carol.id, recipientId: alice.id, content: 'hi alice' }),
    });
    const watcher = await connect(one, alice);
    const news = collect<PresenceState>(watcher.client, `/user/${alice.id}/queue/presence`);
    await publishWithReceipt(watcher.client, '/app/chat.addUser', { senderId: alice.id });

    const c = await connect(two, carol);
    await publishWithReceipt(c.client, '/app/chat.addUser', { senderId: carol.id });
    expect((await news.waitFor(1))[0]).toMatchObject({ userId: carol.id, online: true });
    expect((await ask(one)).online).toBe(true);
    expect((await ask(two)).online).toBe(true);

    await c.client.deactivate();
    const [, offline] = await news.waitFor(2);
    expect(offline).toMatchObject({ userId: carol.id, online: false });
    const fromOne = await ask(one);
    expect(fromOne.online).toBe(false);
    expect(fromOne.lastSeen).toBe(offline!.lastSeen);
  });

  it("sends each member the other's presence when a request is accepted on the other instance", async () => {
    const [erin, frank] = await Promise.all([createUser(one.database, 'erin'), createUser(one.database, 'frank')]);
    const e = await connect(one, erin);
    const f = await connect(two, frank);
    const toErin = collect<PresenceState>(e.client, `/user/${erin.id}/queue/presence`);
    const toFrank = collect<PresenceState>(f.client, `/user/${frank.id}/queue/presence`);
    await publishWithReceipt(e.client, '/app/chat.addUser', { senderId: erin.id });
    await publishWithReceipt(f.client, '/app/chat.addUser', { senderId: frank.id });
    const sent = await fetch(`${one.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${erin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ senderId: erin.id, recipientId: frank.id, content: 'hello frank' }),
    });
    const { conversationId } = (await sent.json()) as ChatMessage;
    const frankHeard = toFrank.bodies.length;

    // Frank accepts through the instance Erin is not connected to.
    const accepted = await fetch(`${two.baseUrl}/api/message-requests/${conversationId}/accept`, {
      method: 'POST', headers: { authorization: `Bearer ${frank.token}` },
    });
    expect(accepted.status).toBe(200);
    expect((await toErin.waitFor(1))[0]).toMatchObject({ userId: frank.id, online: true });
    expect((await toFrank.waitFor(frankHeard + 1)).at(-1)).toMatchObject({ userId: erin.id, online: true });
  });

  it('relays typing and read receipts to the participant connected to the other instance', async () => {
    const dave = await createUser(one.database, 'dave');
    const opened = await fetch(`${one.baseUrl}/api/conversations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user1Id: alice.id, user2Id: dave.id }),
    });
    const conversationId = ((await opened.json()) as { id: number }).id;
    const a = await connect(one, alice);
    const d = await connect(two, dave, 'xhr-streaming');
    const typing = collect<TypingEvent>(d.client, `/user/${dave.id}/queue/typing`);
    const receipts = collect<ReadReceiptEvent>(a.client, `/user/${alice.id}/queue/receipts`);
    await publishWithReceipt(d.client, '/app/chat.addUser', { senderId: dave.id });
    await publishWithReceipt(a.client, '/app/chat.addUser', { senderId: alice.id });

    await publishWithReceipt(a.client, '/app/chat.typing', { conversationId, typing: true });
    expect((await typing.waitFor(1))[0]).toEqual({ conversationId, userId: alice.id, typing: true });

    await publishWithReceipt(a.client, '/app/chat.sendMessage', { senderId: alice.id, recipientId: dave.id, content: 'seen?' });
    // Alice is a stranger to Dave: her conversation is a message request, and read receipts wait for his Accept.
    const accepted = await fetch(`${two.baseUrl}/api/message-requests/${conversationId}/accept`, {
      method: 'POST', headers: { authorization: `Bearer ${dave.token}` },
    });
    expect(accepted.status).toBe(200);
    // Dave reads it through the instance he is not connected to: Alice, on the first, hears Seen.
    const read = await fetch(`${two.baseUrl}/api/conversations/${conversationId}/mark-as-read/${dave.id}`, {
      method: 'POST', headers: { authorization: `Bearer ${dave.token}` },
    });
    expect(read.status).toBe(200);
    expect((await receipts.waitFor(1))[0]).toEqual({ conversationId, readerId: dave.id, lastReadSequence: 1 });

    // The typist's session closing tells the other instance's participant that the typing stopped.
    await a.client.deactivate();
    expect((await typing.waitFor(2))[1]).toEqual({ conversationId, userId: alice.id, typing: false });
  });
});
