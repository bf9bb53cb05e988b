import type { FastifyInstance } from 'fastify';
import {
  idParam, markAllNotificationsReadResponseSchema, markNotificationReadResponseSchema, notificationPageSchema,
  notificationsQuerySchema, unreadNotificationsSchema,
} from 'shared-api';
import { z } from 'zod';
import { requireAuthentication, requireUser, typed, writeLimit, type AppDeps } from '../../deps';

export async function notificationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireAuthentication(app);
  const service = deps.notifications;
  const r = typed(app);
  const secured = { tags: ['notifications'], security: [{ bearer: [] }] };

  r.get('/api/notifications', {
    schema: { ...secured, querystring: notificationsQuerySchema, response: { 200: notificationPageSchema } },
  }, async (request) => service.page(requireUser(request).id, request.query.page, request.query.size));

  r.get('/api/notifications/unread', {
    schema: { ...secured, response: { 200: unreadNotificationsSchema } },
  }, async (request) => service.unread(requireUser(request).id));

  // Registered before /:id/read so the static segment wins (Fastify prefers static routes anyway).
  r.put('/api/notifications/mark-all-read', {
    config: writeLimit(deps),
    schema: { ...secured, response: { 200: markAllNotificationsReadResponseSchema } },
  }, async (request) => ({ success: true as const, updated: await service.markAllRead(requireUser(request).id) }));

  r.put('/api/notifications/:id/read', {
    config: writeLimit(deps),
    schema: {
      ...secured,
      description: 'Marks one of your notifications read; another user\'s notification is 404.',
      params: z.object({ id: idParam }),
      response: { 200: markNotificationReadResponseSchema },
    },
  }, async (request) => ({
    success: true as const,
    notification: await service.markRead(requireUser(request).id, request.params.id),
  }));
}
