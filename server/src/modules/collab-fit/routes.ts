// Collab-fit calls: the explanation of scores, similar channels, saved searches (their job: jobs/product-jobs.ts).
import type { FastifyInstance } from 'fastify';
import {
  channelRefParam, collabFitQuerySchema, collabFitResponseSchema, createSavedSearchSchema, errorResponseSchema,
  savedSearchIdParam, savedSearchListSchema, savedSearchSchema, similarChannelsResponseSchema,
} from 'shared-api';
import { z } from 'zod';
import { requireAuthentication, requireUser, typed, writeLimit, type AppDeps } from '../../deps';

export async function collabFitRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = deps.collabFit;
  requireAuthentication(app);
  const r = typed(app);
  const tags = ['collab-fit'];
  const security = [{ bearer: [] }];

  r.get('/api/collab-fit', {
    schema: {
      tags, security,
      description: 'The collab-fit score of the caller\'s channel with each listed channel, component by component.',
      querystring: collabFitQuerySchema,
      response: { 200: collabFitResponseSchema, 400: errorResponseSchema },
    },
  }, async (request) => {
    requireUser(request);
    const ids = request.query.ids.split(',').map(Number);
    return service.explain(request.auth?.channelId ?? null, ids);
  });

  r.get('/api/channels/:id/similar', {
    schema: {
      tags, security,
      description: 'Channels nearest to this one on category, language and size.',
      params: z.object({ id: channelRefParam }),
      response: { 200: similarChannelsResponseSchema, 404: errorResponseSchema },
    },
  }, async (request) => {
    requireUser(request);
    return { channels: await service.similar(request.params.id) };
  });

  r.get('/api/saved-searches', {
    schema: { tags, security, description: 'The caller\'s saved searches.', response: { 200: savedSearchListSchema } },
  }, async (request) => {
    const user = requireUser(request);
    return { searches: await service.listSearches(user.id) };
  });

  r.post('/api/saved-searches', {
    config: writeLimit(deps),
    schema: {
      tags, security, description: 'Saves the current dashboard filters under a name.',
      body: createSavedSearchSchema, response: { 200: savedSearchSchema, 400: errorResponseSchema },
    },
  }, async (request) => {
    const user = requireUser(request);
    return service.createSearch(user.id, request.body.name, request.body.filter);
  });

  r.delete('/api/saved-searches/:id', {
    config: writeLimit(deps),
    schema: {
      tags, security, description: 'Deletes one of the caller\'s saved searches.',
      params: savedSearchIdParam, response: { 200: z.object({ success: z.literal(true) }), 404: errorResponseSchema },
    },
  }, async (request) => {
    const user = requireUser(request);
    await service.deleteSearch(user.id, request.params.id);
    return { success: true as const };
  });

  // Development only: run the saved-search check now instead of waiting for the schedule.
  if (!deps.config.isProduction) {
    r.post('/api/dev/saved-searches/check', {
      config: writeLimit(deps),
      schema: { tags: ['development'], description: 'Development only: checks every saved search now.', response: { 200: z.object({ sent: z.number().int() }) } },
    }, async (request) => {
      requireUser(request);
      return { sent: await service.checkSavedSearches({ settleMs: 0 }) };
    });
  }
}
