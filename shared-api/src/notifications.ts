import { z } from 'zod';
import { NOTIFICATION_PAGE_MAX, NOTIFICATION_PAGE_SIZE } from './constants';

export const NOTIFICATION_TYPES = ['MESSAGE', 'COLLABORATION_REQUEST', 'INVITATION_ACCEPTED', 'INVITATION', 'SYSTEM', 'SAVED_SEARCH'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  timestamp: z.string(),
  link: z.string().nullable(),
  sourceId: z.string().nullable(),
  senderId: z.number().int().nullable(),
  userId: z.number().int(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(NOTIFICATION_PAGE_SIZE),
});

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  currentPage: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadNotificationsSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

/**
 * Bodies pushed over STOMP to `/user/{id}/queue/notifications`, only to that user's sessions. `unreadCount` is the
 * server's count right after the change; after a reconnect the client re-reads REST instead of trusting old pushes.
 */
export const notificationCreatedPushSchema = z.object({
  event: z.literal('created'),
  notification: notificationSchema,
  unreadCount: z.number().int(),
});
export const notificationsReadPushSchema = z.object({
  event: z.literal('read'),
  /** The notifications now read; null means all of them (mark-all). */
  ids: z.array(z.number().int()).nullable(),
  unreadCount: z.number().int(),
});
export const notificationPushSchema = z.discriminatedUnion('event', [notificationCreatedPushSchema, notificationsReadPushSchema]);
export type NotificationCreatedPush = z.infer<typeof notificationCreatedPushSchema>;
export type NotificationsReadPush = z.infer<typeof notificationsReadPushSchema>;
export type NotificationPush = z.infer<typeof notificationPushSchema>;

export const markNotificationReadResponseSchema = z.object({ success: z.literal(true), notification: notificationSchema });
export const markAllNotificationsReadResponseSchema = z.object({ success: z.literal(true), updated: z.number().int() });
