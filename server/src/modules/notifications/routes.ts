import type { FastifyInstance } from 'fastify';
import {
  idParam, notificationPageSchema, notificationSchema, notificationsQuerySchema, unreadNotificationsSchema,
} from 'shared-api';
import { z } from 'zod';
import { requireUser, typed, writeLimit, type AppDeps } from '../../deps';
import { NotificationService } from './service';

export async function notificationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new NotificationService(deps.database.db);
  const r = typed(app);
  const secured = { tags: ['notifications'], security: [{ bearer: [] }] };

  r.get('/api/notifications', {
    onRequest: app.authenticate,
    schema: { ...secured, querystring: notificationsQuerySchema, response: { 200: notificationPageSchema } },
  }, async (request) => service.page(requireUser(request).id, request.query.page, request.query.size));

  r.get('/api/notifications/unread', {
    onRequest: app.authenticate,
    schema: { ...secured, response: { 200: unreadNotificationsSchema } },
  }, async (request) => service.unread(requireUser(request).id));

  // Registered before /:id/read so the static segment wins (Fastify prefers static routes anyway).
  r.put('/api/notifications/mark-all-read', {
    onRequest: app.authenticate,
    config: writeLimit(deps),
    schema: { ...secured, response: { 200: z.object({ success: z.literal(true), updated: z.number().int() }) } },
  }, async (request) => ({ success: true as const, updated: await service.markAllRead(requireUser(request).id) }));

  r.put('/api/notifications/:id/read', {
    onRequest: app.authenticate,
    config: writeLimit(deps),
    schema: {
      ...secured,
      params: z.object({ id: idParam }),
      response: { 200: z.object({ success: z.literal(true), notification: notificationSchema }) },
    },
  }, async (request) => ({
    success: true as const,
    notification: await service.markRead(requireUser(request).id, request.params.id),
  }));
}
