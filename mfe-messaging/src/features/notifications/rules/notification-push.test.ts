import { notification } from '../../../test-support/notification-fixture';
import { parseNotificationPush } from './notification-push';

it('reads created and read pushes', () => {
  const n = notification({ id: 5 });
  expect(parseNotificationPush({ event: 'created', notification: n, unreadCount: 3 })).toEqual({ event: 'created', notification: n, unreadCount: 3 });
  expect(parseNotificationPush({ event: 'read', ids: [5, 6], unreadCount: 0 })).toEqual({ event: 'read', ids: [5, 6], unreadCount: 0 });
  expect(parseNotificationPush({ event: 'read', ids: null, unreadCount: 0 })).toEqual({ event: 'read', ids: null, unreadCount: 0 });
});

it('fills optional fields a sender left out', () => {
  const { id, type, title, read, createdAt } = notification({ id: 9 });
  const parsed = parseNotificationPush({ event: 'created', notification: { id, type, title, read, createdAt }, unreadCount: 1 });
  expect(parsed).toEqual({
    event: 'created', unreadCount: 1,
    notification: { id, type, title, read, createdAt, timestamp: createdAt, description: '', link: null, sourceId: null, senderId: null },
  });
});

it.each([
  null, 'text', [], {}, { event: 'created', unreadCount: 1 }, { event: 'created', notification: { id: 'x' }, unreadCount: 1 },
  { event: 'read', ids: ['a'], unreadCount: 0 }, { event: 'read', ids: [], unreadCount: -1 }, { event: 'other', unreadCount: 0 },
])('ignores %p', (body) => {
  expect(parseNotificationPush(body)).toBeNull();
});
