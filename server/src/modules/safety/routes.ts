// Trust and safety routes. Members: report an item, appeal a decision, read their own standing, and the
// first-contact check of a conversation. Moderators (the `moderator` custom claim): the queue, a member's
// history, decisions and appeal decisions; everyone else gets 403 on those, before anything else is read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  appealSchema, createAppealSchema, createReportSchema, firstContactCheckSchema, firstContactLimitsSchema, idParam, memberHistorySchema,
  moderationActionRequestSchema, moderationActionSchema, moderationQueueSchema, mySafetyStatusSchema,
  reportReceiptSchema, resolveAppealSchema,
} from 'shared-api';
import { z } from 'zod';
import { requireAuthentication, requireUser, typed, writeLimit, type AppDeps } from '../../deps';
import { forbidden, notFound, unauthorized } from '../../errors';
import { guardFirstContact } from './first-contact-guard';
import type { Moderator } from './moderation-service';

/** Messages the first-contact check reads: an unanswered conversation is short, and the guard is for its start. */
const FIRST_CONTACT_WINDOW = 50;
export const NOT_A_MODERATOR = 'Moderators only';

function moderatorOf(request: FastifyRequest): Moderator {
  if (!request.auth) throw unauthorized();
  if (request.auth.moderator !== true) throw forbidden(NOT_A_MODERATOR);
  return { uid: request.auth.uid, userId: request.auth.user?.id ?? null };
}

async function memberRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { reports, moderation, sanctions } = deps.safety;
  const r = typed(app);
  requireAuthentication(app);
  const secured = { tags: ['trust and safety'], security: [{ bearer: [] }] };

  r.post('/api/reports', {
    config: writeLimit(deps),
    schema: {
      ...secured,
      description: 'Report a channel, a message, a collaboration request or an invitation the caller can see. '
        + 'A repeat by the same member returns the first report (duplicate: true).',
      body: createReportSchema, response: { 200: reportReceiptSchema },
    },
  }, async (request) => reports.report(requireUser(request).id, request.body));

  r.post('/api/appeals', {
    config: writeLimit(deps),
    schema: { ...secured, description: 'Appeal a moderation decision about the caller.', body: createAppealSchema, response: { 200: appealSchema } },
  }, async (request) => moderation.appeal(requireUser(request).id, request.body));

  r.get('/api/safety/me', {
    schema: { ...secured, response: { 200: mySafetyStatusSchema } },
  }, async (request) => {
    const user = requireUser(request);
    return { moderator: request.auth?.moderator === true, sanction: await sanctions.current(user.id) };
  });

  r.get('/api/limits/first-contact', {
    schema: {
      ...secured,
      description: 'The caller\'s new-conversation and collaboration-request allowances per 24 hours, what is used and when it frees up.',
      response: { 200: firstContactLimitsSchema },
    },
  }, async (request) => {
    const limits = await deps.relationships.firstContactLimits(requireUser(request).id);
    if (!limits) throw notFound();
    return limits;
  });

  r.get('/api/conversations/:conversationId/first-contact', {
    schema: {
      ...secured,
      description: 'The first-contact guard for the caller: findings in the other member\'s messages the caller has not answered.',
      params: z.object({ conversationId: idParam }), response: { 200: firstContactCheckSchema },
    },
  }, async (request) => {
    const user = requireUser(request);
    const messages = await deps.chat.catchUp(request.params.conversationId, user.id, 0, FIRST_CONTACT_WINDOW);
    return guardFirstContact(user.id, messages);
  });
}

async function moderatorRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { moderation } = deps.safety;
  const r = typed(app);
  // The claim is checked at onRequest, so a non-moderator gets 403 whatever the body or parameters.
  requireAuthentication(app, async (request, reply) => {
    await app.authenticate(request, reply);
    moderatorOf(request);
  });
  const secured = { tags: ['moderation'], security: [{ bearer: [] }] };

  r.get('/api/moderation/queue', {
    schema: { ...secured, description: 'Open reports by item and by reported member, and open appeals; oldest first.', response: { 200: moderationQueueSchema } },
  }, async () => moderation.queue());

  r.get('/api/moderation/members/:userId', {
    schema: { ...secured, params: z.object({ userId: idParam }), response: { 200: memberHistorySchema } },
  }, async (request) => moderation.history(request.params.userId));

  r.post('/api/moderation/actions', {
    config: writeLimit(deps),
    schema: { ...secured, body: moderationActionRequestSchema, response: { 200: moderationActionSchema } },
  }, async (request) => moderation.act(moderatorOf(request), request.body));

  r.post('/api/moderation/appeals/:id/resolve', {
    config: writeLimit(deps),
    schema: { ...secured, params: z.object({ id: idParam }), body: resolveAppealSchema, response: { 200: moderationActionSchema } },
  }, async (request) => moderation.resolveAppeal(moderatorOf(request), request.params.id, request.body));
}

export async function safetyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(memberRoutes, deps);
  await app.register(moderatorRoutes, deps);
}
