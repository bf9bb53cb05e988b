// POST /api/blocks, DELETE /api/blocks/{userId}, GET /api/blocks: the caller's blocks (docs/trust-and-safety.md).
import type { FastifyInstance } from 'fastify';
import { blockRequestSchema, blockResponseSchema, blockedChannelsResponseSchema, idParam } from 'shared-api';
import { z } from 'zod';
import { requireAuthentication, requireUser, typed, writeLimit, type AppDeps } from '../../deps';

export async function blockRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireAuthentication(app);
  const r = typed(app);
  const secured = { tags: ['safety'], security: [{ bearer: [] }] };

  r.post('/api/blocks', {
    config: { ...writeLimit(deps), errors: { 404: 'No member with that id.' } },
    schema: {
      ...secured,
      description: 'Blocks a member (idempotent): silent, immediate and two-way.',
      body: blockRequestSchema,
      response: { 200: blockResponseSchema },
    },
  }, async (request) => {
    const user = requireUser(request);
    await deps.blocks.block(user.id, request.body.userId);
    return { success: true as const, blocked: true };
  });

  r.delete('/api/blocks/:userId', {
    config: writeLimit(deps),
    schema: { ...secured, description: 'Unblocks a member (idempotent).', params: z.object({ userId: idParam }), response: { 200: blockResponseSchema } },
  }, async (request) => {
    const user = requireUser(request);
    await deps.blocks.unblock(user.id, request.params.userId);
    return { success: true as const, blocked: false };
  });

  r.get('/api/blocks', {
    schema: { ...secured, description: 'The members the caller blocked, newest first.', response: { 200: blockedChannelsResponseSchema } },
  }, async (request) => {
    const user = requireUser(request);
    return { blocked: await deps.blocks.list(user.id) };
  });
}
