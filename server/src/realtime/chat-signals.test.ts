// Typing and read receipts between the two participants of a conversation, over the real server.
import type { ReadReceiptEvent, TypingEvent } from 'shared-api';
import { type TestServer, type TestUser, createUser, startTestServer } from '../../test-support/realtime/realtime-test-app';
import { chatClient, collect, publishWithReceipt } from '../../test-support/realtime/stomp-test-client';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let eve: TestUser;
let conversationId: number;
const clients: Array<ReturnType<typeof chatClient>> = [];

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob, eve] = await Promise.all([
    createUser(server.database, 'alice'), createUser(server.database, 'bob'), createUser(server.database, 'eve'),
  ]);
  const res = await fetch(`${server.baseUrl}/api/conversations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${alice.token}` },
    body: JSON.stringify({ user1Id: alice.id, user2Id: bob.id }),
  });
  conversationId = ((await res.json()) as { id: number }).id;
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.client.deactivate()));
});

afterAll(async () => {
  await server?.close();
});

async function connect(user: TestUser) {
  const c = chatClient({ baseUrl: server.baseUrl, token: user.token, transport: 'websocket' });
  clients.push(c);
  await c.connected();
  return c;
}

it("delivers typing to the other participant, and 'stopped' when the typist's session closes", async () => {
  const a = await connect(alice);
  const b = await connect(bob);
  const typing = collect<TypingEvent>(b.client, `/user/${bob.id}/queue/typing`);
  await publishWithReceipt(b.client, '/app/chat.addUser', { senderId: bob.id });
  await publishWithReceipt(a.client, '/app/chat.typing', { conversationId, typing: true });
  expect((await typing.waitFor(1))[0]).toEqual({ conversationId, userId: alice.id, typing: true });
  await a.client.deactivate();
  expect((await typing.waitFor(2))[1]).toEqual({ conversationId, userId: alice.id, typing: false });
});

it('refuses typing in a conversation the caller is not part of, and tells nobody', async () => {
  const e = await connect(eve);
  const b = await connect(bob);
  const typing = collect<TypingEvent>(b.client, `/user/${bob.id}/queue/typing`);
  await publishWithReceipt(b.client, '/app/chat.addUser', { senderId: bob.id });
  const refusals = collect<{ status: number; message: string; receiptId: string }>(e.client, '/user/queue/errors');
  e.client.publish({ destination: '/app/chat.typing', headers: { receipt: 'peek' }, body: JSON.stringify({ conversationId, typing: true }) });
  expect((await refusals.waitFor(1))[0]).toEqual(expect.objectContaining({ status: 404, message: 'Conversation not found', receiptId: 'peek' }));
  // The session stays open.
  expect(e.errors).toEqual([]);
  expect(e.client.connected).toBe(true);
  expect(typing.bodies).toEqual([]);
});

it('drops typing signals over the budget without a word, and keeps the session', async () => {
  const a = await connect(alice);
  const b = await connect(bob);
  const typing = collect<TypingEvent>(b.client, `/user/${bob.id}/queue/typing`);
  await publishWithReceipt(b.client, '/app/chat.addUser', { senderId: bob.id });
  // 50 as fast as possible: the budget (a burst of 6, then 3 a second) lets only a handful through.
  for (let i = 0; i < 49; i++) a.client.publish({ destination: '/app/chat.typing', body: JSON.stringify({ conversationId, typing: true }) });
  await publishWithReceipt(a.client, '/app/chat.typing', { conversationId, typing: true });
  await new Promise((r) => setTimeout(r, 300));
  expect(typing.bodies.length).toBeGreaterThan(0);
  expect(typing.bodies.length).toBeLessThanOrEqual(8);
  expect(a.errors).toEqual([]);
  expect(a.client.connected).toBe(true);
});

it('refuses another user\'s typing queue', async () => {
  const e = await connect(eve);
  e.client.subscribe(`/user/${bob.id}/queue/typing`, () => {});
  await e.closed;
  expect(e.errors[0]).toMatch(/Not allowed to subscribe/);
});

it('announces a mark-as-read to the other participant with the read sequence, and lists it', async () => {
  const b = await connect(bob);
  const a = await connect(alice);
  const receipts = collect<ReadReceiptEvent>(a.client, `/user/${alice.id}/queue/receipts`);
  await publishWithReceipt(a.client, '/app/chat.addUser', { senderId: alice.id });
  await publishWithReceipt(a.client, '/app/chat.sendMessage', { senderId: alice.id, recipientId: bob.id, content: 'read me' });
  // Alice's first message is a message request for Bob: his receipts reach her once he accepts it.
  const accepted = await fetch(`${server.baseUrl}/api/message-requests/${conversationId}/accept`, {
    method: 'POST', headers: { authorization: `Bearer ${bob.token}` },
  });
  expect(accepted.status).toBe(200);
  const res = await fetch(`${server.baseUrl}/api/conversations/${conversationId}/mark-as-read/${bob.id}`, {
    method: 'POST', headers: { authorization: `Bearer ${bob.token}` },
  });
  expect(res.status).toBe(200);
  const [receipt] = await receipts.waitFor(1);
  expect(receipt).toEqual({ conversationId, readerId: bob.id, lastReadSequence: expect.any(Number) });
  expect(receipt!.lastReadSequence).toBeGreaterThanOrEqual(1);
  const list = await fetch(`${server.baseUrl}/api/conversations/${alice.id}`, { headers: { authorization: `Bearer ${alice.token}` } });
  const [c] = (await list.json()) as Array<{ id: number; opponentLastReadSequence: number }>;
  expect(c).toMatchObject({ id: conversationId, opponentLastReadSequence: receipt!.lastReadSequence });
  void b;
});
