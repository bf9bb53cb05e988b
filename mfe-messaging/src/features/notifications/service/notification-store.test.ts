// The notification store without React: its REST reads (given as a fake API) and the in-test realtime connection.
import type { NotificationPage } from 'shared-api';
import { createStore } from 'shared-auth';
import { TestRealtimeConnection, notification } from '../../../test-support/notification-fixture';
import type { NotificationsApi } from '../api/notifications-api';
import { NotificationStore } from './notification-store';

const QUEUE = '/user/5/queue/notifications';

function fakeApi(items = [notification({ id: 1 })], unreadCount = 1) {
  const page = (n: number): NotificationPage => ({
    notifications: items.slice(n * 10, n * 10 + 10), currentPage: n, totalItems: items.length,
    totalPages: Math.ceil(items.length / 10), unreadCount,
  });
  return {
    page: jest.fn(async (n: number) => page(n)),
    unread: jest.fn(async () => ({ notifications: [], unreadCount })),
    markRead: jest.fn(async () => undefined),
    markAllRead: jest.fn(async () => 0),
  } satisfies NotificationsApi;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function started(api: NotificationsApi, connection: TestRealtimeConnection | null) {
  const store = new NotificationStore({ userId: 5, store: createStore(), api, hasFocus: () => true });
  if (connection) store.attach(connection);
  store.start();
  return store;
}

afterEach(() => jest.useRealTimers());

it('reads the count once at start, and a second start or attach of the same connection reads nothing more', async () => {
  const api = fakeApi();
  const connection = new TestRealtimeConnection();
  connection.setConnected(true);
  const store = started(api, connection);
  store.attach(connection);
  store.start();
  await settle();
  expect(api.unread).toHaveBeenCalledTimes(1);
  expect(store.value).toMatchObject({ unreadCount: 1, live: true, status: 'idle' });
});

it('opening panels while a first read runs joins it; while live, a loaded list is not read again', async () => {
  const api = fakeApi();
  const connection = new TestRealtimeConnection();
  connection.setConnected(true);
  const store = started(api, connection);
  store.load();
  store.load();
  await settle();
  expect(api.page).toHaveBeenCalledTimes(1);
  store.load();
  await settle();
  expect(api.page).toHaveBeenCalledTimes(1);
  // Pushes keep it current meanwhile.
  connection.push(QUEUE, { event: 'created', notification: notification({ id: 2 }), unreadCount: 2 });
  expect(store.value.items.map((n) => n.id)).toEqual([2, 1]);
  expect(store.value.unreadCount).toBe(2);
});

it('while the connection is down a panel re-reads the list (only the count is polled)', async () => {
  const api = fakeApi();
  const store = started(api, null);
  store.load();
  await settle();
  store.load();
  await settle();
  expect(api.page).toHaveBeenCalledTimes(2);
  expect(store.value.live).toBe(false);
});

it('a new connection replaces the old one: the old queue is left, and a connect of the new one catches up', async () => {
  const api = fakeApi();
  const first = new TestRealtimeConnection();
  first.setConnected(true);
  const store = started(api, first);
  store.load();
  await settle();
  const second = new TestRealtimeConnection();
  store.attach(second);
  expect(first.subscriptions.get(QUEUE)?.size).toBe(0);
  expect(store.value.live).toBe(false);
  second.setConnected(true);
  await settle();
  expect(api.page).toHaveBeenCalledTimes(2);
  expect(first.push(QUEUE, { event: 'read', ids: null, unreadCount: 0 })).toBe(false);
});

it('stop: no more polling, nothing heard, and late answers change nothing', async () => {
  jest.useFakeTimers();
  const api = fakeApi();
  const connection = new TestRealtimeConnection();
  const store = started(api, connection);
  expect(api.unread).toHaveBeenCalledTimes(1);
  store.stop();
  jest.advanceTimersByTime(120_000);
  for (let i = 0; i < 5; i++) await Promise.resolve();
  expect(api.unread).toHaveBeenCalledTimes(1);
  expect(connection.subscriptions.get(QUEUE)?.size).toBe(0);
  expect(store.value.unreadCount).toBe(0);
});
