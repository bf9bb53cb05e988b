import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { LEGAL_FILES } from './service';

export async function legalRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { legal } = deps;
  for (const file of LEGAL_FILES) {
    app.get(`/${file}`, { schema: { tags: ['legal'], description: 'Public static text.' } }, async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(await legal.text(file)),
    );
  }
}
