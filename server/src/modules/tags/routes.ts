import type { FastifyInstance } from 'fastify';
import { idParam, tagsResponseSchema } from 'shared-api';
import { z } from 'zod';
import { requireUser, requireAuthentication, typed, type AppDeps } from '../../deps';

export async function tagRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { tags } = deps;
  requireAuthentication(app);
  typed(app).get('/api/tags/channel/:channelId', {
    schema: {
      tags: ['tags'],
      security: [{ bearer: [] }],
      params: z.object({ channelId: idParam }),
      response: { 200: tagsResponseSchema },
    },
  }, async (request) => {
    requireUser(request);
    return tags.ofChannel(request.params.channelId);
  });
}
