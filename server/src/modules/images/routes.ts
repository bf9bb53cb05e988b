import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { typed, type AppDeps } from '../../deps';

export async function imageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = deps.images;
  // Public: <img> elements cannot send a bearer token. Only the YouTube image hosts can be reached.
  typed(app).get('/api/images/channels/:channelId/:filename', {
    schema: {
      tags: ['images'],
      description: 'Avatar proxy for yt3.ggpht.com, yt3.googleusercontent.com and i.ytimg.com (https only).',
      params: z.object({
        channelId: z.string().regex(/^[\w-]{1,64}$/),
        filename: z.string().regex(/^[\w.-]{1,200}\.jpg$/, 'must end in .jpg'),
      }),
      querystring: z.object({ url: z.string().min(1).max(2048) }),
    },
  }, async (request, reply) => {
    const image = await service.fetch(request.query.url);
    return reply
      .header('Cache-Control', 'public, max-age=86400')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('X-Content-Type-Options', 'nosniff')
      .type(image.contentType)
      .send(image.body);
  });
}
