import type { FastifyInstance } from 'fastify';
import { idParam, tagsResponseSchema } from 'shared-api';
import { z } from 'zod';
import { requireUser, typed, type AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { ChannelRepository } from '../channels/repository';

export async function tagRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const repo = new ChannelRepository(deps.database.db);
  typed(app).get('/api/tags/channel/:channelId', {
    onRequest: app.authenticate,
    schema: {
      tags: ['tags'],
      security: [{ bearer: [] }],
      params: z.object({ channelId: idParam }),
      response: { 200: tagsResponseSchema },
    },
  }, async (request) => {
    requireUser(request);
    if (!(await repo.findById(request.params.channelId))) throw notFound('Channel not found');
    return repo.tagsOf(request.params.channelId);
  });
}
