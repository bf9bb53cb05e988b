import type { Notification } from 'shared-api';
import type { NotificationRow } from '../../db/schema';

export function toNotificationDto(n: NotificationRow): Notification {
  const at = n.createdAt.toISOString();
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    description: n.description,
    read: n.read,
    createdAt: at,
    timestamp: at,
    link: n.link,
    sourceId: n.sourceId,
    senderId: n.senderId,
    userId: n.userId,
  };
}
