import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness';

/** GET /api/ready: 200 when this instance should get traffic, 503 otherwise (draining, database or Redis down). */
export async function readyRoutes(app: FastifyInstance, opts: { readiness: Readiness }): Promise<void> {
  app.get('/api/ready', { schema: { tags: ['health'], description: 'Public. Readiness for a load balancer.' }, config: {
    limit: false,
    errors: { 503: 'Not ready: the instance is draining, or the database or Redis does not answer (the body names which check failed).' },
  } },
    async (_request, reply) => {
      const { ready, body } = await opts.readiness.check();
      return reply.status(ready ? 200 : 503).header('cache-control', 'no-store').send(body);
    });
}
