// GET /api/presence/{userId} → { userId, online, lastSeen }: what the Messages page shows as Online / Offline.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../deps';
import { badRequest, notFound } from '../errors';
import type { UserRepository } from '../modules/auth/repository';
import type { RealtimeServer } from './realtime-server';

export function registerPresenceRoutes(app: FastifyInstance, realtime: RealtimeServer, users: UserRepository): void {
  app.get<{ Params: { userId: string } }>(
    '/api/presence/:userId',
    { preHandler: app.authenticate },
    async (request) => {
      requireUser(request);
      const raw = request.params.userId;
      const userId = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(userId) || userId <= 0) {
        throw badRequest('userId must be a positive integer', { userId: 'Must be a positive integer' });
      }
      if (!(await users.findById(userId))) throw notFound('User not found');
      return realtime.presenceOf(userId);
    },
  );
}
