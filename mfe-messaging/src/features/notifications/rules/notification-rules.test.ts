import { notification } from '../../../test-support/notification-fixture';
import {
  DUPLICATE_NOTE_MS, UNREAD_POLL_MS, decrementUnread, dedupeNewestPerSource, duplicateNote, internalLink,
  isForOpenConversation, isMessageNotification, notificationsQueue, sourceKey,
} from './notification-rules';

describe('dedupeNewestPerSource', () => {
  it('keeps the newest notification of each source, newest first, and counts the rest', () => {
    const oldA = notification({ id: 1, sourceId: 'a', minutesAgo: 30 });
    const newA = notification({ id: 2, sourceId: 'a', minutesAgo: 1 });
    const b = notification({ id: 3, sourceId: 'b', minutesAgo: 10 });
    const midA = notification({ id: 4, sourceId: 'a', minutesAgo: 5 });
    expect(dedupeNewestPerSource([oldA, b, newA, midA])).toEqual({ items: [newA, b], removed: 2 });
  });

  it('treats the same source id of different types as different sources', () => {
    const message = notification({ id: 1, type: 'MESSAGE', sourceId: '5' });
    const request = notification({ id: 2, type: 'COLLABORATION_REQUEST', sourceId: '5' });
    expect(dedupeNewestPerSource([message, request]).removed).toBe(0);
  });

  it('falls back to the sender, then to the notification itself, when there is no source id', () => {
    const a = notification({ id: 1, sourceId: null, senderId: 9, minutesAgo: 2 });
    const b = notification({ id: 2, sourceId: null, senderId: 9, minutesAgo: 1 });
    const c = notification({ id: 3, sourceId: null, senderId: null });
    const d = notification({ id: 4, sourceId: null, senderId: null });
    expect(sourceKey(a)).toBe(sourceKey(b));
    expect(dedupeNewestPerSource([a, b, c, d])).toEqual({ items: [d, c, b], removed: 1 });
  });

  it('breaks equal times by the higher id and keeps an empty list empty', () => {
    const first = notification({ id: 10, sourceId: 's' });
    const second = notification({ id: 11, sourceId: 's' });
    expect(dedupeNewestPerSource([first, second]).items).toEqual([second]);
    expect(dedupeNewestPerSource([])).toEqual({ items: [], removed: 0 });
  });
});

it('words the duplicate note as the spec does', () => {
  expect(duplicateNote(1)).toBe('1 duplicate notification(s) removed');
  expect(duplicateNote(3)).toBe('3 duplicate notification(s) removed');
});

it('has the spec constants', () => {
  expect(UNREAD_POLL_MS).toBe(30_000);
  expect(DUPLICATE_NOTE_MS).toBe(5_000);
  expect(notificationsQueue(42)).toBe('/user/42/queue/notifications');
});

it('never lets the unread count go below zero', () => {
  expect(decrementUnread(3)).toBe(2);
  expect(decrementUnread(1)).toBe(0);
  expect(decrementUnread(0)).toBe(0);
});

it('recognises message notifications by type MESSAGE', () => {
  expect(isMessageNotification({ type: 'MESSAGE' })).toBe(true);
  expect(isMessageNotification({ type: 'COLLABORATION_REQUEST' })).toBe(false);
});

describe('isForOpenConversation', () => {
  const n = notification({ sourceId: '12', link: '/messages?conversation=12' });
  const open = { pathname: '/messages', search: '?conversation=12' };

  it('is true only for a MESSAGE of the conversation open in a focused tab', () => {
    expect(isForOpenConversation(n, open, true)).toBe(true);
    expect(isForOpenConversation(n, open, false)).toBe(false);
    expect(isForOpenConversation(n, { pathname: '/messages', search: '?conversation=13' }, true)).toBe(false);
    expect(isForOpenConversation(n, { pathname: '/messages', search: '' }, true)).toBe(false);
    expect(isForOpenConversation(n, { pathname: '/dashboardV2', search: '?conversation=12' }, true)).toBe(false);
    expect(isForOpenConversation({ ...n, type: 'COLLABORATION_REQUEST' }, open, true)).toBe(false);
  });

  it('reads the conversation from the link when there is no source id', () => {
    expect(isForOpenConversation({ ...n, sourceId: null }, open, true)).toBe(true);
    expect(isForOpenConversation({ ...n, sourceId: null, link: null }, open, true)).toBe(false);
  });
});

it('follows only links inside the app', () => {
  expect(internalLink('/profile/5')).toBe('/profile/5');
  expect(internalLink('https://evil.example/')).toBeNull();
  expect(internalLink('//evil.example/')).toBeNull();
  expect(internalLink(null)).toBeNull();
});
