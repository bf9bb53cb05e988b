// Development only (OAUTH_PROVIDER=dev, never in production): lets a member sync their channel now, or make their
// development grant answer like a revoked one, to see the "synced … ago" badge and the Reconnect YouTube state
// without waiting for the schedule. Each acts on the caller's own channel only.
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from 'shared-api';
import { z } from 'zod';
import { channels } from '../../db/schema';
import { notFound } from '../../errors';
import { requireAuthentication, requireUser, typed, writeLimit, type AppDeps } from '../../deps';
import { eq } from 'drizzle-orm';
import { DEV_REVOKED_PREFIX } from './dev-data-source';

export async function devSyncRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  if (deps.config.oauth.provider !== 'dev' || deps.config.isProduction) return;
  requireAuthentication(app);
  const sync = deps.jobs.youtube;
  const ownChannel = async (userId: number) => {
    const rows = await deps.database.db.select({ id: channels.id, youtubeId: channels.youtubeId })
      .from(channels).where(eq(channels.ownerUserId, userId)).limit(1);
    if (!rows[0]) throw notFound('No channel is connected');
    return rows[0];
  };
  const schema = (description: string) => ({
    tags: ['development'], description, response: { 200: z.object({ outcome: z.string() }), 404: errorResponseSchema },
  });

  typed(app).post('/api/dev/youtube-sync/now', {
    config: writeLimit(deps), schema: schema('Development only: syncs the caller\'s channel now.'),
  }, async (request) => {
    const user = requireUser(request);
    const channel = await ownChannel(user.id);
    return { outcome: (await sync.syncMember(channel.id)).kind };
  });

  typed(app).post('/api/dev/youtube-sync/revoke', {
    config: writeLimit(deps), schema: schema('Development only: the caller\'s YouTube grant answers invalid_grant, then a sync runs.'),
  }, async (request) => {
    const user = requireUser(request);
    const channel = await ownChannel(user.id);
    await sync.saveGrant(channel.id, user.id, `${DEV_REVOKED_PREFIX}${channel.youtubeId}`);
    return { outcome: (await sync.syncMember(channel.id)).kind };
  });
}
