import type { FastifyInstance } from 'fastify';
import { channelCollaborationSchema, ownCollaborationOptionsSchema, updateCollaborationOptionsSchema } from 'shared-api';
import { z } from 'zod';
import { requireAuthentication, requireUser, typed, writeLimit, type AppDeps } from '../../deps';
import { generatedSvgRoute } from '../avatars/generated-svg-route';
import { bannerSvg } from './banner-svg';

export async function channelPageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireAuthentication(app);
  const service = deps.channelPage;
  const r = typed(app);
  const secured = { tags: ['channel page'], security: [{ bearer: [] }] };

  r.get('/api/channels/:id/collaboration', {
    schema: {
      ...secured,
      description: 'Channel page data. Options and reviews only for premium callers (and the owner); counts for everyone.',
      params: z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'Channel id or YouTube channel id') }),
      response: { 200: channelCollaborationSchema },
    },
  }, async (request) => service.page(requireUser(request), request.params.id));

  r.get('/api/collaboration-options', {
    schema: { ...secured, description: 'The seven options of your own channel.', response: { 200: ownCollaborationOptionsSchema } },
  }, async (request) => service.own(requireUser(request)));

  r.put('/api/collaboration-options', {
    config: writeLimit(deps),
    schema: { ...secured, description: 'Set which options your channel offers, each with a description.', body: updateCollaborationOptionsSchema, response: { 200: ownCollaborationOptionsSchema } },
  }, async (request) => service.saveOwn(requireUser(request), request.body));
}

/** Public: the generated channel banners. */
export async function bannerRoutes(app: FastifyInstance): Promise<void> {
  generatedSvgRoute(app, {
    url: '/api/banners/:file',
    description: 'Public. Generated channel banner for a seed, e.g. /api/banners/channel-42.svg.',
    render: bannerSvg,
  });
}
