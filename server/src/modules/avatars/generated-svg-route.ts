// A public route that serves an SVG generated from the seed in its file name (`/<prefix>/<seed>.svg`): avatars
// and channel banners. Public because an <img> cannot send a token; cached for a week and loadable cross-origin,
// since the same seed always gives the same picture.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { typed } from '../../deps';

export function generatedSvgRoute(
  app: FastifyInstance, opts: { url: string; description: string; render: (seed: string) => string },
): void {
  typed(app).get(opts.url, {
    schema: {
      tags: ['images'],
      description: opts.description,
      params: z.object({ file: z.string().regex(/^[A-Za-z0-9-]{1,120}\.svg$/, 'must be <seed>.svg') }),
    },
  }, async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=604800, immutable')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .type('image/svg+xml')
      .send(opts.render(request.params.file.slice(0, -4))),
  );
}
