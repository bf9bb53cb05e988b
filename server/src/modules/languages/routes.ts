import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { languagesResponseSchema } from 'shared-api';
import { typed, type AppDeps } from '../../deps';
import { languages } from '../../db/schema';

export async function languageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  typed(app).get('/api/languages', {
    schema: { tags: ['languages'], description: 'Public.', response: { 200: languagesResponseSchema } },
  }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return deps.database.db
      .select({ id: languages.id, language: languages.language })
      .from(languages)
      .orderBy(asc(languages.language));
  });
}
