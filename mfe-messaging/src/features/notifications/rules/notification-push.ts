// Reads a body pushed on /user/{id}/queue/notifications. The server validates what it sends; this guards the
// client against anything else (an older server, a proxy) without pulling zod into the remote.
import type { Notification, NotificationPush } from 'shared-api';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function isNotification(v: unknown): v is Notification {
  return isObject(v) && typeof v.id === 'number' && typeof v.type === 'string' && typeof v.title === 'string'
    && typeof v.read === 'boolean' && (typeof v.createdAt === 'string' || typeof v.timestamp === 'string');
}

export function parseNotificationPush(body: unknown): NotificationPush | null {
  if (!isObject(body) || !isCount(body.unreadCount)) return null;
  if (body.event === 'created' && isNotification(body.notification)) {
    const n = body.notification;
    return {
      event: 'created',
      unreadCount: body.unreadCount,
      notification: {
        ...n,
        description: typeof n.description === 'string' ? n.description : '',
        createdAt: n.createdAt ?? n.timestamp,
        timestamp: n.timestamp ?? n.createdAt,
        link: n.link ?? null,
        sourceId: n.sourceId ?? null,
        senderId: n.senderId ?? null,
      },
    };
  }
  if (body.event === 'read' && (body.ids === null || (Array.isArray(body.ids) && body.ids.every((id) => typeof id === 'number')))) {
    return { event: 'read', ids: body.ids as number[] | null, unreadCount: body.unreadCount };
  }
  return null;
}
