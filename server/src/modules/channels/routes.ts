import type { FastifyInstance } from 'fastify';
import {
  channelDetailSchema, channelRefParam, errorResponseSchema, findChannelsByNameRequestSchema, findChannelsByNameResponseSchema,
  loadFilteredChannelsRequestSchema, loadFilteredChannelsResponseSchema,
} from 'shared-api';
import { z } from 'zod';
import { requireUser, searchLimit, typed, type AppDeps } from '../../deps';
import { ChannelRepository } from './repository';
import { ChannelService } from './service';

export async function channelRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const repo = new ChannelRepository(deps.database.db);
  const service = new ChannelService(repo);
  const ownChannelId = async (userId: number) => (await repo.findByOwner(userId))?.id;
  const r = typed(app);

  r.post('/api/loadFilteredChannels', {
    onRequest: app.authenticate,
    config: searchLimit(deps),
    schema: {
      tags: ['channels'],
      security: [{ bearer: [] }],
      body: loadFilteredChannelsRequestSchema,
      response: { 200: loadFilteredChannelsResponseSchema, 400: errorResponseSchema },
    },
  }, async (request) => {
    const user = requireUser(request);
    const { filter, sort_by, pagination } = request.body;
    return service.loadFiltered({
      filter, sort: sort_by, page: pagination.page, limit: pagination.limit, excludeId: await ownChannelId(user.id),
    });
  });

  r.post('/api/findChannelsByName', {
    onRequest: app.authenticate,
    config: searchLimit(deps),
    schema: {
      tags: ['channels'],
      security: [{ bearer: [] }],
      body: findChannelsByNameRequestSchema,
      response: { 200: findChannelsByNameResponseSchema },
    },
  }, async (request) => {
    const user = requireUser(request);
    const { name, pagination } = request.body;
    return service.findByName(name, pagination.page, pagination.limit, await ownChannelId(user.id));
  });

  r.get('/api/channels/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: ['channels'],
      description: 'One channel as a card plus its tags and content languages (profile page).',
      security: [{ bearer: [] }],
      params: z.object({ id: channelRefParam }),
      response: { 200: channelDetailSchema },
    },
  }, async (request) => {
    requireUser(request);
    return service.detail(request.params.id);
  });
}
