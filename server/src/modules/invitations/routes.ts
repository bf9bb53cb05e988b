import type { FastifyInstance } from 'fastify';
import {
  createInvitationRequestSchema, createInvitationResponseSchema, idParam, invitationsResponseSchema,
} from 'shared-api';
import { z } from 'zod';
import { requireAuthentication, requireUser, typed, writeLimit, type AppDeps } from '../../deps';

export async function invitationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = deps.invitations;
  requireAuthentication(app);
  const r = typed(app);
  const secured = { tags: ['invitations'], security: [{ bearer: [] }] };

  r.get('/api/invitations/channel/:channelId', {
    schema: {
      ...secured,
      description: 'Own channel id: every invitation it sent. Another channel id: your invitation to it, if any.',
      params: z.object({ channelId: idParam }),
      response: { 200: invitationsResponseSchema },
    },
  }, async (request) => service.forChannel(requireUser(request).id, request.params.channelId));

  r.post('/api/invitations', {
    config: writeLimit(deps),
    schema: { ...secured, body: createInvitationRequestSchema, response: { 200: createInvitationResponseSchema } },
  }, async (request) => {
    const result = await service.create(requireUser(request).id, request.body);
    // Emailed to the channel's public contact address when one is known (at most once per channel in 30 days).
    const emailed = result.created
      ? await deps.email.invitationCreated(result.invitation.inviterChannelId, result.invitation.inviteeChannelId)
      : false;
    return { ...result, emailed };
  });
}
