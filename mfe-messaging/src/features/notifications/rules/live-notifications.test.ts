/**
 * @jest-environment node
 */
// The bell's side of the live path against the project's real STOMP server through the tab's real connection:
// what the server pushes on the member's notification queue is what parseNotificationPush reads and what the
// notification store applies in memory, and another member's connection hears nothing.
import type { NotificationPush } from 'shared-api';
import { createStore } from 'shared-auth';
import { startChatTestEnv, type ChatTestEnv, type TestUser } from '../../../test-support/chat-server';
import { identityTokens, waitFor } from '../../../test-support/chat-test-kit';
import { ChatSocket } from '../../../realtime/chat-socket';
import { ADD_USER_DESTINATION, SEND_MESSAGE_DESTINATION } from 'shared-api/realtime-destinations';
import type { NotificationsApi } from '../api/notifications-api';
import { NotificationStore } from '../service/notification-store';
import { notificationsQueue } from './notification-rules';
import { parseNotificationPush } from './notification-push';

let env: ChatTestEnv;
let alice: TestUser;
let bob: TestUser;
let eve: TestUser;
const sockets: ChatSocket[] = [];
const stores: NotificationStore[] = [];
const quiet = { error: jest.fn(), warn: jest.fn(), debug: jest.fn() };
// Starting the emulator and an embedded database takes a while on a busy machine.
jest.setTimeout(300_000);

beforeAll(async () => {
  env = await startChatTestEnv();
  [alice, bob, eve] = await Promise.all([env.createUser('alice'), env.createUser('bob'), env.createUser('eve')]);
});

afterAll(async () => {
  for (const store of stores) store.stop();
  await Promise.all(sockets.map((s) => s.stop()));
  await env?.close();
});

async function connect(user: TestUser) {
  const socket = new ChatSocket({ baseUrl: env.server.baseUrl, userId: user.id, getToken: identityTokens(user).get, logger: quiet });
  sockets.push(socket);
  const pushes: NotificationPush[] = [];
  const raw: unknown[] = [];
  socket.subscribe(notificationsQueue(user.id), (body) => {
    raw.push(body);
    const push = parseNotificationPush(body);
    if (push) pushes.push(push);
  });
  // The store, fed by the same connection; its REST reads go to the real server as this member.
  const read = async (path: string, method = 'GET') => {
    const res = await fetch(`${env.server.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${user.token}` } });
    return res.json();
  };
  const api: NotificationsApi = {
    page: (page) => read(`/api/notifications?page=${page}&size=10`),
    unread: () => read('/api/notifications/unread'),
    markRead: (id) => read(`/api/notifications/${id}/read`, 'PUT'),
    markAllRead: () => read('/api/notifications/mark-all-read', 'PUT'),
  };
  const store = new NotificationStore({ userId: user.id, store: createStore(), api, hasFocus: () => false });
  stores.push(store);
  store.attach(socket);
  store.start();
  socket.start();
  await waitFor(() => socket.isConnected(), `${user.email} connected`);
  // A receipt on a later frame proves the SUBSCRIBE reached the server.
  await socket.publishWithReceipt(ADD_USER_DESTINATION, { senderId: user.id });
  return { socket, pushes, raw, store };
}

it('receives its own created and read pushes, parsed, and nothing of anyone else\'s', async () => {
  const a = await connect(alice);
  const b = await connect(bob);
  const e = await connect(eve);

  await a.socket.publishWithReceipt(SEND_MESSAGE_DESTINATION, {
    senderId: alice.id, recipientId: bob.id, content: 'live hello', clientMessageId: 'live-1',
  });
  await waitFor(() => b.pushes.length === 1, 'created push');
  const [created] = b.pushes;
  expect(created).toMatchObject({ event: 'created', unreadCount: 1, notification: { type: 'MESSAGE', description: 'live hello', read: false } });
  expect(b.raw).toHaveLength(1);
  await waitFor(() => b.store.value.unreadCount === 1, 'the store counts it');
  expect(b.store.value.items.map((n) => n.description)).toEqual(['live hello']);

  const id = created?.event === 'created' ? created.notification.id : 0;
  const res = await fetch(`${env.server.baseUrl}/api/notifications/${id}/read`, {
    method: 'PUT', headers: { authorization: `Bearer ${bob.token}` },
  });
  expect(res.status).toBe(200);
  await waitFor(() => b.pushes.length === 2, 'read push');
  expect(b.pushes[1]).toEqual({ event: 'read', ids: [id], unreadCount: 0 });
  await waitFor(() => b.store.value.unreadCount === 0, 'the store hears it read');
  expect(b.store.value.items.map((n) => n.read)).toEqual([true]);

  await new Promise((r) => setTimeout(r, 300));
  expect(e.raw).toEqual([]);
  expect(a.raw).toEqual([]);
  expect(e.store.value.items).toEqual([]);
});
