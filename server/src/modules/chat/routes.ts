import type { FastifyInstance } from 'fastify';
import {
  catchUpQuerySchema, conversationSchema, conversationsQuerySchema, conversationsResponseSchema, createConversationRequestSchema, idParam,
  markReadResponseSchema, messageHistoryQuerySchema, messageSchema, messagesResponseSchema, sendMessageRequestSchema,
} from 'shared-api';
import { z } from 'zod';
import { requireAuthentication, requireUser, typed, writeLimit, type AppDeps } from '../../deps';
import { forbidden, tooManyRequests } from '../../errors';

const mustBeCaller = (userId: number, callerId: number, what = 'userId') => {
  if (userId !== callerId) throw forbidden(`You may only act as yourself (${what})`);
};

export async function chatRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireAuthentication(app);
  const chat = deps.chat;
  const r = typed(app);
  const secured = { tags: ['chat'], security: [{ bearer: [] }] };

  r.get('/api/conversations/:userId', {
    schema: {
      ...secured,
      description: 'Every conversation with its `folder` (INBOX, REQUESTS, SPAM); `?folder=` lists only that folder.',
      params: z.object({ userId: idParam }),
      querystring: conversationsQuerySchema,
      response: { 200: conversationsResponseSchema },
    },
  }, async (request) => {
    const user = requireUser(request);
    mustBeCaller(request.params.userId, user.id);
    return deps.messageRequests.annotate(user.id, await chat.listConversations(user.id), request.query.folder);
  });

  r.post('/api/conversations', {
    config: writeLimit(deps),
    schema: { ...secured, body: createConversationRequestSchema, response: { 200: conversationSchema } },
  }, async (request) => {
    const user = requireUser(request);
    const { user1Id, user2Id } = request.body;
    if (user1Id !== user.id && user2Id !== user.id) throw forbidden('You may only open your own conversations');
    const otherId = user1Id === user.id ? user2Id : user1Id;
    await deps.relationships.assertMayMessage(user.id, otherId);
    return deps.messageRequests.annotateOne(user.id, await chat.openConversation(user.id, otherId));
  });

  r.get('/api/messages/:userId/:otherUserId', {
    schema: {
      ...secured,
      description: 'Newest page first: `limit` messages before sequence `before` (default: the latest), oldest first.',
      params: z.object({ userId: idParam, otherUserId: idParam }),
      querystring: messageHistoryQuerySchema,
      response: { 200: messagesResponseSchema },
    },
  }, async (request) => {
    const user = requireUser(request);
    mustBeCaller(request.params.userId, user.id);
    const page = await chat.history(user.id, request.params.otherUserId, request.query.before, request.query.limit);
    return deps.safety.messageVisibility.visibleTo(user.id, page);
  });

  r.post('/api/messages', {
    config: writeLimit(deps),
    schema: { ...secured, body: sendMessageRequestSchema, response: { 200: messageSchema } },
  }, async (request, reply) => {
    const user = requireUser(request);
    mustBeCaller(request.body.senderId, user.id, 'senderId');
    await deps.relationships.assertMayMessage(user.id, request.body.recipientId);
    const budget = deps.sendBudget.take(user.id);
    if (!budget.ok) {
      const seconds = Math.ceil(budget.retryAfterMs / 1000);
      reply.header('retry-after', String(seconds));
      throw tooManyRequests(`Sending too fast: retry in ${seconds} s`);
    }
    const { message } = await chat.sendMessage(request.body);
    return message;
  });

  r.post('/api/conversations/:conversationId/mark-as-read/:userId', {
    // Reading is not writing: its own budget, so a busy conversation never uses up the member's writes.
    config: { limit: 'mark-read' },
    schema: {
      ...secured,
      params: z.object({ conversationId: idParam, userId: idParam }),
      response: { 200: markReadResponseSchema },
    },
  }, async (request) => {
    const user = requireUser(request);
    mustBeCaller(request.params.userId, user.id);
    const conversation = await chat.markRead(request.params.conversationId, user.id);
    // A read conversation leaves no unread MESSAGE notification behind (the badge follows over the socket).
    await deps.notifications.markSourceRead(user.id, 'MESSAGE', String(conversation.id));
    return { success: true as const, conversation };
  });

  r.get('/api/conversations/:conversationId/messages', {
    schema: {
      ...secured,
      description: 'Catch-up after a reconnect: messages with a sequence above `afterSequence`, oldest first.',
      params: z.object({ conversationId: idParam }),
      querystring: catchUpQuerySchema,
      response: { 200: messagesResponseSchema },
    },
  }, async (request) => {
    const user = requireUser(request);
    const page = await chat.catchUp(request.params.conversationId, user.id, request.query.afterSequence, request.query.limit);
    return deps.safety.messageVisibility.visibleTo(user.id, page);
  });
}
