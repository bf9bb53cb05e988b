import type { FastifyInstance } from 'fastify';
import { addEmailQuerySchema, addEmailResponseSchema } from 'shared-api';
import { typed, writeLimit, type AppDeps } from '../../deps';
import { emailSubscriptions } from '../../db/schema';

export async function subscriptionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  typed(app).get('/api/add_email', {
    config: writeLimit(deps),
    schema: {
      tags: ['subscriptions'],
      description: 'Public launch-news sign-up; idempotent per address.',
      querystring: addEmailQuerySchema,
      response: { 200: addEmailResponseSchema },
    },
  }, async (request) => {
    const inserted = await deps.database.db
      .insert(emailSubscriptions)
      .values({ email: request.query.email })
      .onConflictDoNothing()
      .returning({ id: emailSubscriptions.id });
    return { success: true as const, message: inserted.length > 0 ? 'Subscribed' : 'Already subscribed' };
  });
}
