// Message requests: the preview of a request, Accept and Delete (docs/trust-and-safety.md "Message requests").
// The folders themselves come with the conversation list (GET /api/conversations/{userId}?folder=…).
import type { FastifyInstance } from 'fastify';
import { idParam, messageRequestActionResponseSchema, messageRequestPreviewSchema } from 'shared-api';
import { z } from 'zod';
import { requireAuthentication, requireUser, typed, writeLimit, type AppDeps } from '../../deps';

export async function messageRequestRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireAuthentication(app);
  const r = typed(app);
  const secured = { tags: ['chat'], security: [{ bearer: [] }] };
  const params = z.object({ conversationId: idParam });

  r.get('/api/message-requests/:conversationId', {
    config: { errors: { 404: "Not the caller's message request (or no such conversation)." } },
    schema: {
      ...secured,
      description: "A message request's preview: the sender's channel, verified badge, subscriber tier, account age and shared topics. 404 unless it is the caller's request.",
      params,
      response: { 200: messageRequestPreviewSchema },
    },
  }, async (request) => {
    const user = requireUser(request);
    return deps.messageRequests.preview(user.id, request.params.conversationId);
  });

  r.post('/api/message-requests/:conversationId/accept', {
    config: { ...writeLimit(deps), errors: { 404: "Not one of the caller's conversations." } },
    schema: { ...secured, description: 'Moves the request to the Inbox (idempotent).', params, response: { 200: messageRequestActionResponseSchema } },
  }, async (request) => {
    const user = requireUser(request);
    const released = await deps.messageRequests.accept(user.id, request.params.conversationId);
    // The read receipt withheld while this was a request reaches the sender now (realtime chat-signals.ts).
    if (released && released.lastReadSequence > 0) {
      deps.chat.chatEvents.emit('read', {
        conversationId: request.params.conversationId, readerId: user.id, otherUserId: released.otherId,
        lastReadSequence: released.lastReadSequence,
      });
    }
    return { success: true as const, folder: 'INBOX' as const };
  });

  r.delete('/api/message-requests/:conversationId', {
    config: { ...writeLimit(deps), errors: { 404: "Not one of the caller's conversations.", 409: 'An Inbox conversation is not a request.' } },
    schema: {
      ...secured,
      description: 'Deletes the request from the lists until the sender writes again; 409 for an accepted conversation.',
      params,
      response: { 200: messageRequestActionResponseSchema },
    },
  }, async (request) => {
    const user = requireUser(request);
    await deps.messageRequests.remove(user.id, request.params.conversationId);
    return { success: true as const, folder: 'DELETED' as const };
  });
}
