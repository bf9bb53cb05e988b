import type { FastifyInstance } from 'fastify';
import {
  createInvitationRequestSchema, createInvitationResponseSchema, idParam, invitationsResponseSchema,
} from 'shared-api';
import { z } from 'zod';
import { requireUser, typed, writeLimit, type AppDeps } from '../../deps';
import { ChannelRepository } from '../channels/repository';
import { InvitationService } from './service';

export async function invitationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new InvitationService(deps.database.db, new ChannelRepository(deps.database.db));
  const r = typed(app);
  const secured = { tags: ['invitations'], security: [{ bearer: [] }] };

  r.get('/api/invitations/channel/:channelId', {
    onRequest: app.authenticate,
    schema: {
      ...secured,
      description: 'Own channel id: every invitation it sent. Another channel id: your invitation to it, if any.',
      params: z.object({ channelId: idParam }),
      response: { 200: invitationsResponseSchema },
    },
  }, async (request) => service.forChannel(requireUser(request).id, request.params.channelId));

  r.post('/api/invitations', {
    onRequest: app.authenticate,
    config: writeLimit(deps),
    schema: { ...secured, body: createInvitationRequestSchema, response: { 200: createInvitationResponseSchema } },
  }, async (request) => service.create(requireUser(request).id, request.body));
}
