import { fakeFetch, replyByRoute, resetFakeFetch } from 'jest-support/fake-fetch';
import { ApiError } from 'shared-auth';
import { signInForTests, TEST_ID_TOKEN } from 'shared-auth/test-support/signed-in-firebase';
import {
  fetchNotificationPage, fetchUnreadNotifications, markAllNotificationsRead, markNotificationRead,
} from './notifications-api';

beforeAll(signInForTests);
beforeEach(resetFakeFetch);

const call = (i = 0) => {
  const [url, init] = fakeFetch.mock.calls[i]!;
  return { url, method: init?.method ?? 'GET', auth: new Headers(init?.headers).get('Authorization') };
};

it('reads a page of 10 by default, zero-based, with the bearer token', async () => {
  const page = { notifications: [], currentPage: 2, totalItems: 0, totalPages: 0, unreadCount: 0 };
  replyByRoute({ 'GET /api/notifications?page=2&size=10': { status: 200, body: page } });
  await expect(fetchNotificationPage(2)).resolves.toEqual(page);
  expect(call()).toEqual({ url: '/api/notifications?page=2&size=10', method: 'GET', auth: `Bearer ${TEST_ID_TOKEN}` });
});

it('reads the unread ones', async () => {
  replyByRoute({ 'GET /api/notifications/unread': { status: 200, body: '{"notifications":[],"unreadCount":3}' } });
  await expect(fetchUnreadNotifications()).resolves.toEqual({ notifications: [], unreadCount: 3 });
  expect(call()).toMatchObject({ url: '/api/notifications/unread', method: 'GET' });
});

it('marks one and all read with PUT', async () => {
  replyByRoute({
    'PUT /api/notifications/5/read': { status: 200, body: '{"success":true,"notification":{"id":5,"read":true}}' },
    'PUT /api/notifications/mark-all-read': { status: 200, body: '{"success":true,"updated":4}' },
  });
  await expect(markNotificationRead(5)).resolves.toMatchObject({ id: 5, read: true });
  expect(call(0)).toMatchObject({ url: '/api/notifications/5/read', method: 'PUT' });
  await expect(markAllNotificationsRead()).resolves.toBe(4);
  expect(call(1)).toMatchObject({ url: '/api/notifications/mark-all-read', method: 'PUT' });
});

it('rejects with ApiError on a failed response', async () => {
  replyByRoute({
    'PUT /api/notifications/9/read': { status: 404, body: '{"message":"Notification not found"}' },
    'GET /api/notifications/unread': { status: 500, body: '' },
  });
  await expect(markNotificationRead(9)).rejects.toMatchObject({ status: 404, message: 'Notification not found' });
  await expect(fetchUnreadNotifications()).rejects.toBeInstanceOf(ApiError);
});
