// The notification centre's rules (SPEC §2, §4, §5, §9), free of React and of the network.
import type { Notification } from 'shared-api';
import { userQueue } from 'shared-api/realtime-destinations';

/** SPEC §9: the unread count is polled every 30 s (only while the realtime connection is down). */
export const UNREAD_POLL_MS = 30_000;
/** SPEC §9: the duplicate note shows for 5 s. */
export const DUPLICATE_NOTE_MS = 5_000;

export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  loadMore: 'Load more notifications',
  emptyTitle: 'No notifications yet',
  emptyDescription: "We'll notify you when something important happens",
} as const;

/** SPEC §8: notification errors are only logged, with these texts. */
export const NOTIFICATION_ERRORS = {
  fetch: 'Failed to fetch notifications',
  fetchUnread: 'Failed to fetch unread notifications',
  markRead: 'Failed to mark notification as read',
  markAllRead: 'Failed to mark all notifications as read',
  notAuthenticated: 'User not authenticated',
} as const;

export function duplicateNote(removed: number): string {
  return `${removed} duplicate notification(s) removed`;
}

export function notificationsQueue(userId: number): string {
  return userQueue(userId, 'notifications');
}

/** SPEC §5: message notifications are recognised by type MESSAGE. */
export function isMessageNotification(n: Pick<Notification, 'type'>): boolean {
  return n.type === 'MESSAGE';
}

/** The source a notification speaks for: the same conversation, request or channel is one source per type. */
export function sourceKey(n: Pick<Notification, 'id' | 'type' | 'sourceId' | 'senderId'>): string {
  const source = n.sourceId ?? (n.senderId !== null ? `sender:${n.senderId}` : `id:${n.id}`);
  return `${n.type}|${source}`;
}

function timeOf(n: Pick<Notification, 'createdAt' | 'timestamp'>): number {
  const t = Date.parse(n.createdAt || n.timestamp);
  return Number.isNaN(t) ? 0 : t;
}

/** Newest first; equal times by id, so the order is stable. */
export function newestFirst(a: Notification, b: Notification): number {
  return timeOf(b) - timeOf(a) || b.id - a.id;
}

/** SPEC §5: keeps the newest notification of each source, newest first, and says how many were dropped. */
export function dedupeNewestPerSource(list: readonly Notification[]): { items: Notification[]; removed: number } {
  const newest = new Map<string, Notification>();
  for (const n of list) {
    const key = sourceKey(n);
    const kept = newest.get(key);
    if (!kept || newestFirst(n, kept) < 0) newest.set(key, n);
  }
  const items = [...newest.values()].sort(newestFirst);
  return { items, removed: list.length - items.length };
}

/** SPEC §4: the unread count goes down by one, never below zero. */
export function decrementUnread(count: number): number {
  return Math.max(0, count - 1);
}

/**
 * A MESSAGE notification for the conversation the member has open and focused: it is read at once instead of
 * raising the badge.
 */
export function isForOpenConversation(
  n: Pick<Notification, 'type' | 'sourceId' | 'link'>,
  location: { pathname: string; search: string },
  focused: boolean,
): boolean {
  if (!focused || !isMessageNotification(n) || location.pathname.replace(/\/+$/, '') !== '/messages') return false;
  const open = new URLSearchParams(location.search).get('conversation');
  if (!open) return false;
  if (n.sourceId !== null) return n.sourceId === open;
  return n.link !== null && new URLSearchParams(n.link.split('?')[1] ?? '').get('conversation') === open;
}

/** Only links inside the app are followed (a notification never sends the member off-site). */
export function internalLink(link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//')) return null;
  return link;
}
