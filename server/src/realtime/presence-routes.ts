// GET /api/presence/{userId} → { userId, online, lastSeen }: what the Messages page shows as Online / Offline.
// Presence is shown only to the user themselves and to users who share a conversation with them; anyone else
// gets the same 404 as for an unknown id, so sweeping ids reveals nothing.
import type { FastifyInstance } from 'fastify';
import { idParam } from 'shared-api';
import { z } from 'zod';
import { requireUser, typed } from '../deps';
import { notFound } from '../errors';
import type { ChatRepository } from '../modules/chat/repository';
import type { RealtimeServer } from './realtime-server';

export function registerPresenceRoutes(app: FastifyInstance, realtime: RealtimeServer, chats: ChatRepository): void {
  typed(app).get('/api/presence/:userId', {
    onRequest: app.authenticate,
    schema: {
      tags: ['chat'],
      description: 'Online state and last-seen time of yourself or of a user you share a conversation with.',
      security: [{ bearer: [] }],
      params: z.object({ userId: idParam }),
    },
  }, async (request) => {
    const caller = requireUser(request);
    const { userId } = request.params;
    if (userId !== caller.id && !(await chats.conversationForPair(caller.id, userId))) throw notFound('User not found');
    return realtime.presenceOf(userId);
  });
}
