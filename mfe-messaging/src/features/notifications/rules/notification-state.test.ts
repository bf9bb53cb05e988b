import type { NotificationPage } from 'shared-api';
import { notification } from '../../../test-support/notification-fixture';
import { dedupeNewestPerSource } from './notification-rules';
import {
  INITIAL_NOTIFICATION_STATE, duplicatesAddedByPage, hasMorePages, notificationReducer, type NotificationState,
} from './notification-state';

const page = (currentPage: number, notifications = [notification()], extra: Partial<NotificationPage> = {}): NotificationPage => ({
  notifications, currentPage, totalItems: 25, totalPages: 3, unreadCount: 4, ...extra,
});

const loaded = (state: NotificationState, p: NotificationPage) => notificationReducer(state, { type: 'page-loaded', page: p });

describe('notificationReducer', () => {
  it('loads page 0 fresh, then adds later pages, newest first and once per id', () => {
    const a = notification({ id: 1, minutesAgo: 1 });
    const b = notification({ id: 2, minutesAgo: 2 });
    const c = notification({ id: 3, minutesAgo: 3 });
    let state = loaded(INITIAL_NOTIFICATION_STATE, page(0, [a, b]));
    expect(state).toMatchObject({ items: [a, b], pagesLoaded: 1, totalPages: 3, unreadCount: 4, status: 'ready' });
    expect(hasMorePages(state)).toBe(true);
    state = loaded(notificationReducer(state, { type: 'more-start' }), page(1, [b, c]));
    expect(state).toMatchObject({ items: [a, b, c], pagesLoaded: 2, loadingMore: false });
    state = loaded(state, page(2, []));
    expect(hasMorePages(state)).toBe(false);
    // A reload of page 0 (after a reconnect) replaces what was there: REST is the truth.
    expect(loaded(state, page(0, [c], { totalPages: 1 })).items).toEqual([c]);
  });

  it('keeps a loaded list on a failed reload, and reports an error when nothing was loaded', () => {
    expect(notificationReducer(INITIAL_NOTIFICATION_STATE, { type: 'load-failed' }).status).toBe('error');
    const ready = loaded(INITIAL_NOTIFICATION_STATE, page(0));
    expect(notificationReducer(ready, { type: 'load-failed' }).status).toBe('ready');
    expect(notificationReducer({ ...ready, loadingMore: true }, { type: 'more-failed' }).loadingMore).toBe(false);
  });

  it('marks one read: the count goes down by one, never below zero, and only for an unread one', () => {
    const unread = notification({ id: 1 });
    const read = notification({ id: 2, read: true });
    const state = loaded(INITIAL_NOTIFICATION_STATE, page(0, [unread, read], { unreadCount: 1 }));
    const once = notificationReducer(state, { type: 'marked-read', id: 1 });
    expect(once.unreadCount).toBe(0);
    expect(once.items.find((n) => n.id === 1)?.read).toBe(true);
    expect(notificationReducer(once, { type: 'marked-read', id: 1 })).toBe(once);
    expect(notificationReducer(once, { type: 'marked-read', id: 2 }).unreadCount).toBe(0);
    // The server counted it already read elsewhere: still never negative.
    const zero = notificationReducer(state, { type: 'count', unreadCount: 0 });
    expect(notificationReducer(zero, { type: 'marked-read', id: 1 }).unreadCount).toBe(0);
  });

  it('marks all read at once', () => {
    const state = loaded(INITIAL_NOTIFICATION_STATE, page(0, [notification(), notification()], { unreadCount: 7 }));
    const all = notificationReducer(state, { type: 'all-read' });
    expect(all.unreadCount).toBe(0);
    expect(all.items.every((n) => n.read)).toBe(true);
  });

  it('applies pushes: a created notification joins the list with the server count; read ids or all become read', () => {
    const old = notification({ id: 1, minutesAgo: 10 });
    const state = loaded(INITIAL_NOTIFICATION_STATE, page(0, [old], { unreadCount: 1 }));
    const fresh = notification({ id: 2 });
    const created = notificationReducer(state, { type: 'pushed', push: { event: 'created', notification: fresh, unreadCount: 2 } });
    expect(created.items.map((n) => n.id)).toEqual([2, 1]);
    expect(created.unreadCount).toBe(2);
    const again = notificationReducer(created, { type: 'pushed', push: { event: 'created', notification: fresh, unreadCount: 2 } });
    expect(again.items).toHaveLength(2);
    const one = notificationReducer(created, { type: 'pushed', push: { event: 'read', ids: [2], unreadCount: 1 } });
    expect(one.items.map((n) => n.read)).toEqual([true, false]);
    expect(one.unreadCount).toBe(1);
    const all = notificationReducer(created, { type: 'pushed', push: { event: 'read', ids: null, unreadCount: 0 } });
    expect(all.items.every((n) => n.read)).toBe(true);
    expect(notificationReducer(created, { type: 'count', unreadCount: -3 }).unreadCount).toBe(0);
  });
});

describe('duplicatesAddedByPage', () => {
  const count = (items: Parameters<typeof dedupeNewestPerSource>[0]) => dedupeNewestPerSource(items).removed;

  it('counts the duplicates a first page brings', () => {
    const p = page(0, [notification({ sourceId: 'x' }), notification({ sourceId: 'x' }), notification({ sourceId: 'y' })]);
    expect(duplicatesAddedByPage(INITIAL_NOTIFICATION_STATE, p, count)).toBe(1);
  });

  it('counts only the new duplicates a further page brings', () => {
    const state = loaded(INITIAL_NOTIFICATION_STATE, page(0, [notification({ sourceId: 'x' }), notification({ sourceId: 'x' })]));
    expect(duplicatesAddedByPage(state, page(1, [notification({ sourceId: 'z' })]), count)).toBe(0);
    expect(duplicatesAddedByPage(state, page(1, [notification({ sourceId: 'x', minutesAgo: 90 })]), count)).toBe(1);
  });
});
