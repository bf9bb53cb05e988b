import type { FastifyInstance } from 'fastify';
import {
  type FindChannelsByNameResponse, type LoadFilteredChannelsResponse, channelDetailSchema, channelRefParam, errorResponseSchema, findChannelsByNameRequestSchema, findChannelsByNameResponseSchema,
  loadFilteredChannelsRequestSchema, loadFilteredChannelsResponseSchema,
} from 'shared-api';
import { z } from 'zod';
import { requireUser, searchLimit, typed, type AppDeps } from '../../deps';
import { ChannelCountsRepository } from './channel-counts';
import { ListingMarksRepository } from './listing-marks';
import { ChannelRepository } from './repository';
import { ChannelService, type Remember } from './service';
import type { CallerMemo } from '../../plugins/caller-cache';

export async function channelRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const repo = new ChannelRepository(deps.database.db);
  const service = new ChannelService(repo, {
    onBackgroundError: (err) => app.log.warn({ err }, 'background channel count failed'),
    fit: deps.collabFit,
    // Rebuilt every 10 minutes by the queue listing-marks.rebuild (jobs/product-jobs.ts).
    marks: new ListingMarksRepository(deps.database.db),
    // Kept exact by triggers on channels (migration 0200); folded every minute by the queue channel-counts.fold.
    counts: new ChannelCountsRepository(deps.database.db),
  });
  // The caller's channel id comes with request.auth (identity plugin; cached for a few seconds on these two
  // read-only routes, which use nothing of the caller but their ids).
  const ownChannelId = (request: { auth: { channelId: number | null } | null }) => request.auth?.channelId ?? undefined;
  // The remembered caller's memo (plugins/caller-cache.ts): their own channel's place and collab-fit features are
  // read once while the caller is remembered, not on every request.
  const rememberFor = (request: { auth: { memo?: CallerMemo } | null }): Remember | undefined => {
    const memo = request.auth?.memo;
    return memo ? (key, load) => memo.get(key, load) : undefined;
  };
  // Benchmarks measure without repetition: with BENCH_CACHE_SWITCH (never in production) a request carrying
  // `x-bench-cache: off` skips the service's caches (pages, anchors, totals, searches).
  const fresh = (request: { headers: Record<string, string | string[] | undefined> }) =>
    deps.config.benchCacheSwitch && request.headers['x-bench-cache'] === 'off';
  const r = typed(app);
  // The discovery and search routes: cached caller, the search rate-limit class, and answers built by the typed
  // mapper (toChannelCard). Checking 45 cards against the zod schema again on every answer only cost time (2 ms,
  // a quarter of the call at a million channels); the schema still documents the response in OpenAPI, and these
  // routes serialise with plain JSON.stringify (discovery sends JSON text it built from cards serialised once).
  const listing = {
    serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    onRequest: app.authenticateCached,
    config: searchLimit(deps),
  };
  const secured = { tags: ['channels'], security: [{ bearer: [] }] };

  r.post('/api/loadFilteredChannels', {
    ...listing,
    schema: {
      ...secured,
      body: loadFilteredChannelsRequestSchema,
      response: { 200: loadFilteredChannelsResponseSchema, 400: errorResponseSchema },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const { filter, sort_by, pagination } = request.body;
    const json = await service.loadFilteredJson({
      filter, sort: sort_by, page: pagination.page, limit: pagination.limit, excludeId: ownChannelId(request), fresh: fresh(request),
      hidden: await deps.blocks.hiddenChannelIds(user.id), remember: rememberFor(request),
    });
    // Already JSON text (of the response schema's shape): Fastify sends a string with a JSON content type as it is.
    return reply.type('application/json; charset=utf-8').send(json as unknown as LoadFilteredChannelsResponse);
  });

  r.post('/api/findChannelsByName', {
    ...listing,
    schema: { ...secured, body: findChannelsByNameRequestSchema, response: { 200: findChannelsByNameResponseSchema } },
  }, async (request, reply) => {
    const user = requireUser(request);
    const { name, pagination } = request.body;
    const hidden = await deps.blocks.hiddenChannelIds(user.id);
    const json = await service.findByNameJson(name, pagination.page, pagination.limit, ownChannelId(request), hidden, fresh(request));
    // JSON text of the response schema's shape, cards as PostgreSQL rendered them (mapper.ts cardJsonSql).
    return reply.type('application/json; charset=utf-8').send(json as unknown as FindChannelsByNameResponse);
  });

  r.get('/api/channels/:id', {
    onRequest: app.authenticate,
    schema: {
      ...secured,
      description: 'One channel as a card plus its tags and content languages (profile page).',
      params: z.object({ id: channelRefParam }),
      response: { 200: channelDetailSchema },
    },
  }, async (request) => {
    requireUser(request);
    return service.detail(request.params.id);
  });
}
