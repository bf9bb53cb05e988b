import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { typed, type AppDeps } from '../../deps';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  typed(app).get('/api/health', { schema: { tags: ['health'], description: 'Public.' } }, async (request, reply) => {
    try {
      await deps.database.db.execute(sql`select 1`);
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable');
      return reply.status(503).send({ status: 'error', database: 'unavailable' });
    }
  });
}
