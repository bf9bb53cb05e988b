import type { FastifyInstance } from 'fastify';
import { channelReviewsSchema, idParam, reviewSchema, upsertReviewSchema } from 'shared-api';
import { z } from 'zod';
import { requireAuthentication, requireUser, typed, writeLimit, type AppDeps } from '../../deps';

export async function reviewRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireAuthentication(app);
  const service = deps.reviews;
  const r = typed(app);
  const secured = { tags: ['reviews'], security: [{ bearer: [] }] };
  const params = z.object({ id: idParam });

  r.get('/api/channels/:id/reviews', {
    schema: { ...secured, description: 'Premium: the reviews. Everyone else: the count only.', params, response: { 200: channelReviewsSchema } },
  }, async (request) => service.forChannel(requireUser(request), request.params.id));

  r.put('/api/channels/:id/reviews/mine', {
    config: writeLimit(deps),
    schema: { ...secured, description: 'Write or edit your one review (after an accepted collaboration request).', params, body: upsertReviewSchema, response: { 200: reviewSchema } },
  }, async (request) => service.write(requireUser(request), request.params.id, request.body.text));
}
