// GET /api/presence/{userId} → { userId, online, lastSeen }: what the Messages page shows as Online / Offline.
// Who may see it is the relationship policy's decision (modules/relationships); anyone else gets the same 404 as
// for an unknown id, so sweeping ids reveals nothing.
import type { FastifyInstance } from 'fastify';
import { idParam } from 'shared-api';
import { z } from 'zod';
import { requireAuthentication, requireUser, typed } from '../deps';
import { notFound } from '../errors';
import type { RelationshipPolicy } from '../modules/relationships/policy';
import type { RealtimeServer } from './realtime-server';

export async function registerPresenceRoutes(app: FastifyInstance, realtime: RealtimeServer, relationships: RelationshipPolicy): Promise<void> {
  // A context of its own: the realtime plugin is not encapsulated, so an auth hook there would reach every route.
  await app.register(async (group) => presenceRoutes(group, realtime, relationships));
}

async function presenceRoutes(app: FastifyInstance, realtime: RealtimeServer, relationships: RelationshipPolicy): Promise<void> {
  requireAuthentication(app);
  typed(app).get('/api/presence/:userId', {
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
