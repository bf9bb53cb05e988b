// GET /api/channels/{id}/stats-history: the channel's subscribers, views and videos over time (authenticated).
import type { FastifyInstance } from 'fastify';
import { channelStatsHistorySchema, errorResponseSchema, statsHistoryQuerySchema } from 'shared-api';
import { z } from 'zod';
import { notFound } from '../../errors';
import { requireAuthentication, requireUser, typed, type AppDeps } from '../../deps';

const DAY_MS = 86_400_000;

export async function youtubeSyncRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireAuthentication(app);
  const sync = deps.jobs.youtube;
  typed(app).get('/api/channels/:id/stats-history', {
    schema: {
      tags: ['channels'],
      security: [{ bearer: [] }],
      description: 'Subscribers, views and videos of a channel over time, as each YouTube sync read them (oldest first).',
      params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
      querystring: statsHistoryQuerySchema,
      response: { 200: channelStatsHistorySchema, 404: errorResponseSchema },
    },
  }, async (request) => {
    requireUser(request);
    const { id } = request.params;
    const rows = await sync.statsHistory(id, new Date(Date.now() - request.query.days * DAY_MS));
    if (!rows) throw notFound('Channel not found');
    return {
      channelId: id,
      points: rows.map((r) => ({
        recordedAt: r.recordedAt.toISOString(), subscribers: Number(r.subscribers), views: Number(r.views), videos: r.videos,
      })),
    };
  });
}
