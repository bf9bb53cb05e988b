// The notification calls of SPEC §7, as the signed-in member.
import type { Notification, NotificationPage, UnreadNotifications } from 'shared-api';
import { NOTIFICATION_PAGE_SIZE } from 'shared-api/constants';
import { authFetch } from 'shared-auth';

/** GET /api/notifications?page=&size= (page zero-based, 10 per page). */
export function fetchNotificationPage(page: number, size: number = NOTIFICATION_PAGE_SIZE): Promise<NotificationPage> {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  return authFetch<NotificationPage>(`/api/notifications?${query.toString()}`);
}

/** GET /api/notifications/unread: the unread ones and their count. */
export function fetchUnreadNotifications(): Promise<UnreadNotifications> {
  return authFetch<UnreadNotifications>('/api/notifications/unread');
}

/** PUT /api/notifications/{id}/read */
export async function markNotificationRead(id: number): Promise<Notification> {
  const res = await authFetch<{ notification: Notification }>(`/api/notifications/${encodeURIComponent(String(id))}/read`, { method: 'PUT' });
  return res.notification;
}

/** PUT /api/notifications/mark-all-read: one call marks them all. */
export async function markAllNotificationsRead(): Promise<number> {
  const res = await authFetch<{ updated: number }>('/api/notifications/mark-all-read', { method: 'PUT' });
  return res.updated;
}

/** The four calls as one object, handed to the notification store (tests hand it their own). */
export interface NotificationsApi {
  page(page: number): Promise<NotificationPage>;
  unread(): Promise<UnreadNotifications>;
  markRead(id: number): Promise<unknown>;
  markAllRead(): Promise<unknown>;
}

export const notificationsApi: NotificationsApi = {
  page: (page) => fetchNotificationPage(page),
  unread: fetchUnreadNotifications,
  markRead: markNotificationRead,
  markAllRead: markAllNotificationsRead,
};
