import type { FastifyInstance } from 'fastify';
import { addEmailQuerySchema, addEmailResponseSchema } from 'shared-api';
import { typed, writeLimit, type AppDeps } from '../../deps';

export async function subscriptionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { subscriptions } = deps;
  typed(app).get('/api/add_email', {
    config: writeLimit(deps),
    schema: {
      tags: ['subscriptions'],
      description: 'Public launch-news sign-up; idempotent per address.',
      querystring: addEmailQuerySchema,
      response: { 200: addEmailResponseSchema },
    },
  }, async (request) => subscriptions.subscribe(request.query.email));
}
