// GET /api/presence/{userId} → { userId, online, lastSeen }: what the Messages page shows as Online / Offline.
// Who may see it is the relationship policy's decision (modules/relationships); anyone else gets the same 404 as
// for an unknown id, so sweeping ids reveals nothing.
import type { FastifyInstance } from 'fastify';
import { idParam } from 'shared-api';
import { z } from 'zod';
import { requireUser, typed } from '../deps';
import { notFound } from '../errors';
import type { RelationshipPolicy } from '../modules/relationships/policy';
import type { RealtimeServer } from './realtime-server';

export function registerPresenceRoutes(app: FastifyInstance, realtime: RealtimeServer, relationships: RelationshipPolicy): void {
  typed(app).get('/api/presence/:userId', {
    onRequest: app.authenticate,
    schema: {
      tags: ['chat'],
      description: 'Online state and last-seen time of yourself, or of a member who has written to you or shares an accepted collaboration request with you.',
      security: [{ bearer: [] }],
      params: z.object({ userId: idParam }),
    },
  }, async (request) => {
    const caller = requireUser(request);
    const { userId } = request.params;
    if (!(await relationships.maySeePresence(caller.id, userId))) throw notFound('User not found');
    return realtime.presenceOf(userId);
  });
}
