import type { FastifyInstance } from 'fastify';
import {
  collabRequestListQuerySchema, collabRequestListSchema, collabRequestSchema, createCollabRequestSchema, idParam,
  respondCollabRequestSchema,
} from 'shared-api';
import { z } from 'zod';
import { requireAuthentication, requireUser, typed, writeLimit, type AppDeps } from '../../deps';

export async function collabRequestRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireAuthentication(app);
  const service = deps.collabRequests;
  const r = typed(app);
  const secured = { tags: ['collaboration requests'], security: [{ bearer: [] }] };
  const byId = z.object({ id: idParam });

  r.post('/api/collab-requests', {
    config: writeLimit(deps),
    schema: {
      ...secured,
      description: 'Send a collaboration request (premium): a format the channel offers, proposed timing and a message.',
      body: createCollabRequestSchema,
      response: { 200: collabRequestSchema },
    },
  }, async (request) => service.create(requireUser(request), request.body));

  r.get('/api/collab-requests', {
    schema: { ...secured, querystring: collabRequestListQuerySchema, response: { 200: collabRequestListSchema } },
  }, async (request) => service.list(requireUser(request), request.query.box));

  r.get('/api/collab-requests/:id', {
    schema: { ...secured, params: byId, response: { 200: collabRequestSchema } },
  }, async (request) => service.get(requireUser(request), request.params.id));

  r.post('/api/collab-requests/:id/accept', {
    config: writeLimit(deps),
    schema: { ...secured, description: 'Owner only. Opens a conversation that starts with the request.', params: byId, body: respondCollabRequestSchema, response: { 200: collabRequestSchema } },
  }, async (request) => service.accept(requireUser(request), request.params.id, request.body?.note));

  r.post('/api/collab-requests/:id/decline', {
    config: writeLimit(deps),
    schema: { ...secured, description: 'Owner only.', params: byId, body: respondCollabRequestSchema, response: { 200: collabRequestSchema } },
  }, async (request) => service.decline(requireUser(request), request.params.id, request.body?.note));

  r.post('/api/collab-requests/:id/withdraw', {
    config: writeLimit(deps),
    schema: { ...secured, description: 'Requester only.', params: byId, response: { 200: collabRequestSchema } },
  }, async (request) => service.withdraw(requireUser(request), request.params.id));
}
