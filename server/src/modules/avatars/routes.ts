import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { typed } from '../../deps';
import { avatarSvg } from './svg';

export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  typed(app).get('/api/avatars/:file', {
    schema: {
      tags: ['images'],
      description: 'Public. Generated SVG avatar with initials for a seed, e.g. /api/avatars/golden-chef-42.svg.',
      params: z.object({ file: z.string().regex(/^[A-Za-z0-9-]{1,120}\.svg$/, 'must be <seed>.svg') }),
    },
  }, async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=604800, immutable')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .type('image/svg+xml')
      .send(avatarSvg(request.params.file.slice(0, -4))),
  );
}
