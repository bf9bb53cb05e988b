import type { FastifyInstance } from 'fastify';
import { typed, type AppDeps } from '../../deps';

export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { health } = deps;
  typed(app).get('/api/health', { schema: { tags: ['health'], description: 'Public.' } }, async (request, reply) => {
    const report = await health.check();
    if (report.ok) return report.body;
    request.log.error({ err: report.error }, 'health check: database unavailable');
    return reply.status(503).send(report.body);
  });
}
