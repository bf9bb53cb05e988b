// Notification pushes over real STOMP/SockJS: only the owner's sessions receive them (another user's subscription
// gets nothing, and may not subscribe to someone else's queue), and with Redis they reach the owner's sessions on
// every instance.
import type { NotificationPush } from 'shared-api';
import { type ScratchDatabase, createScratchDatabase } from '../../test-support/scratch-database';
import { POSTGRES_ADMIN_URL, REDIS_URL, sharedServicesMissing } from '../../test-support/realtime/services-probe';
import { type TestServer, type TestUser, createUser, startTestServer } from '../../test-support/realtime/realtime-test-app';
import { chatClient, collect, publishWithReceipt } from '../../test-support/realtime/stomp-test-client';

const queue = (user: TestUser) => `/user/${user.id}/queue/notifications`;

async function post(server: TestServer, user: TestUser, path: string, body?: unknown, method = 'POST') {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** Waits a little to prove that nothing arrives. */
const settle = () => new Promise((r) => setTimeout(r, 400));

describe('notification push on one instance', () => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  let eve: TestUser;
  const clients: Array<ReturnType<typeof chatClient>> = [];

  beforeAll(async () => {
    server = await startTestServer();
    [alice, bob, eve] = await Promise.all([createUser(server.database, 'alice'), createUser(server.database, 'bob'), createUser(server.database, 'eve')]);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.client.deactivate()));
    await server?.close();
  });

  async function connect(user: TestUser, transport: 'websocket' | 'xhr-streaming' = 'websocket') {
    const c = chatClient({ baseUrl: server.baseUrl, token: user.token, transport });
    clients.push(c);
    await c.connected();
    return c;
  }

  it('pushes a new message notification to every session of its owner, and to nobody else', async () => {
    const b1 = await connect(bob);
    const b2 = await connect(bob, 'xhr-streaming');
    const e = await connect(eve);
    const a = await connect(alice);
    const toB1 = collect<NotificationPush>(b1.client, queue(bob));
    const toB2 = collect<NotificationPush>(b2.client, queue(bob));
    const toEve = collect<NotificationPush>(e.client, queue(eve));
    const toAlice = collect<NotificationPush>(a.client, queue(alice));
    // A receipt on the SUBSCRIBE's connection proves the subscription is registered before anything is sent.
    await Promise.all([b1, b2, e, a].map((c) => publishWithReceipt(c.client, '/app/chat.addUser', { senderId: c === b1 || c === b2 ? bob.id : c === e ? eve.id : alice.id })));

    await publishWithReceipt(a.client, '/app/chat.sendMessage', { senderId: alice.id, recipientId: bob.id, content: 'ping', clientMessageId: 'n-1' });
    const [first] = await toB1.waitFor(1);
    expect(first).toMatchObject({ event: 'created', unreadCount: 1, notification: { type: 'MESSAGE', description: 'ping', userId: bob.id } });
    expect((await toB2.waitFor(1))[0]).toEqual(first);
    await settle();
    expect(toEve.bodies).toEqual([]);
    expect(toAlice.bodies).toEqual([]);

    // Marking it read from anywhere (here REST) updates every session of the owner.
    const id = first?.event === 'created' ? first.notification.id : 0;
    await post(server, bob, `/api/notifications/${id}/read`, undefined, 'PUT');
    expect((await toB1.waitFor(2))[1]).toEqual({ event: 'read', ids: [id], unreadCount: 0 });
    expect((await toB2.waitFor(2))[1]).toEqual({ event: 'read', ids: [id], unreadCount: 0 });
    await settle();
    expect(toEve.bodies).toEqual([]);
  });

  it('refuses a subscription to another user\'s notification queue', async () => {
    const e = await connect(eve);
    e.client.subscribe(queue(bob), () => undefined);
    await e.closed;
    expect(e.errors.join(' ')).toContain(`Not allowed to subscribe to ${queue(bob)}`);
  });

  it('accepts the Spring-style /user/queue/notifications for the connected user', async () => {
    const b = await connect(bob);
    const own = collect<NotificationPush>(b.client, '/user/queue/notifications');
    await publishWithReceipt(b.client, '/app/chat.addUser', { senderId: bob.id });
    await post(server, eve, '/api/messages', { senderId: eve.id, recipientId: bob.id, content: 'spring' });
    expect((await own.waitFor(1))[0]).toMatchObject({ event: 'created', notification: { description: 'spring' } });
  });
});

const missing = sharedServicesMissing();
const suite = missing ? describe.skip : describe;

suite(`notification push across two instances over Redis${missing ? ` (${missing})` : ''}`, () => {
  let scratch: ScratchDatabase;
  let one: TestServer;
  let two: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  let eve: TestUser;
  const clients: Array<ReturnType<typeof chatClient>> = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(POSTGRES_ADMIN_URL);
    one = await startTestServer({ databaseUrl: scratch.url, redisUrl: REDIS_URL, migrate: false });
    two = await startTestServer({ databaseUrl: scratch.url, redisUrl: REDIS_URL, migrate: false });
    [alice, bob, eve] = await Promise.all([createUser(one.database, 'alice'), createUser(one.database, 'bob'), createUser(one.database, 'eve')]);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.client.deactivate()));
    await one?.close();
    await two?.close();
    await scratch?.drop();
  });

  async function connect(server: TestServer, user: TestUser) {
    const c = chatClient({ baseUrl: server.baseUrl, token: user.token, transport: 'websocket' });
    clients.push(c);
    await c.connected();
    return c;
  }

  it('delivers a notification created on one instance to the owner\'s sessions on both, and to nobody else', async () => {
    const bobOnOne = await connect(one, bob);
    const bobOnTwo = await connect(two, bob);
    const eveOnTwo = await connect(two, eve);
    const toOne = collect<NotificationPush>(bobOnOne.client, queue(bob));
    const toTwo = collect<NotificationPush>(bobOnTwo.client, queue(bob));
    const toEve = collect<NotificationPush>(eveOnTwo.client, queue(eve));
    await publishWithReceipt(bobOnOne.client, '/app/chat.addUser', { senderId: bob.id });
    await publishWithReceipt(bobOnTwo.client, '/app/chat.addUser', { senderId: bob.id });
    await publishWithReceipt(eveOnTwo.client, '/app/chat.addUser', { senderId: eve.id });

    await post(one, alice, '/api/messages', { senderId: alice.id, recipientId: bob.id, content: 'across instances' });
    const [onOne] = await toOne.waitFor(1);
    const [onTwo] = await toTwo.waitFor(1);
    expect(onOne).toMatchObject({ event: 'created', unreadCount: 1, notification: { description: 'across instances', userId: bob.id } });
    expect(onTwo).toEqual(onOne);

    // mark-all on instance two reaches the session on instance one.
    await post(two, bob, '/api/notifications/mark-all-read', undefined, 'PUT');
    expect((await toOne.waitFor(2))[1]).toEqual({ event: 'read', ids: null, unreadCount: 0 });
    await settle();
    expect(toEve.bodies).toEqual([]);
  });
});
