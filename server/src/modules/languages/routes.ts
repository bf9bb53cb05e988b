import type { FastifyInstance } from 'fastify';
import { languagesResponseSchema } from 'shared-api';
import { typed, type AppDeps } from '../../deps';

export async function languageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { languages } = deps;
  typed(app).get('/api/languages', {
    schema: { tags: ['languages'], description: 'Public.', response: { 200: languagesResponseSchema } },
  }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return languages.list();
  });
}
