import { z } from 'zod';
import { NOTIFICATION_PAGE_MAX, NOTIFICATION_PAGE_SIZE } from './constants';

export const NOTIFICATION_TYPES = ['MESSAGE', 'COLLABORATION_REQUEST', 'INVITATION', 'SYSTEM'] as const;

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
