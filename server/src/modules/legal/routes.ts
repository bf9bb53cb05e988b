import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../../paths';

const LEGAL_DIR = path.join(SERVER_ROOT, 'legal');

export async function legalRoutes(app: FastifyInstance): Promise<void> {
  for (const file of ['terms_of_service.txt', 'privacy_policy.txt']) {
    app.get(`/${file}`, { schema: { tags: ['legal'], description: 'Public static text.' } }, async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(await readFile(path.join(LEGAL_DIR, file), 'utf8')),
    );
  }
}
