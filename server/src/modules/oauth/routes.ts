// YouTube channel connect (SPEC §4 Registration, §7): GET /api/oauth2/authorization/google starts the flow for
// the browser session, GET /api/oauth2/callback/google completes it. Both answer with redirects only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeLimit, type AppDeps } from '../../deps';
import { readSessionUid } from '../../plugins/session';
import { UserRepository } from '../auth/repository';
import { ChannelRepository } from '../channels/repository';
import { InvitationJoinNotifier } from '../invitations/join-notifier';
import { InvitationRepository } from '../invitations/repository';
import { ChannelClaims } from './channel-claim';
import { connectErrorPath } from './connect-errors';
import { ConnectFlow } from './connect-flow';
import { createDevProvider } from './dev-provider';
import { devOAuthRoutes } from './dev-routes';
import { FlowStore } from './flow-store';
import { CALLBACK_PATH, createGoogleProvider, googleOptionsFrom } from './google-provider';

export async function oauthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config, database } = deps;
  const users = new UserRepository(database.db);
  const flows = new FlowStore(database.db);
  // The development provider never runs in production (loadConfig refuses it too).
  const devProvider = config.oauth.provider === 'dev' && !config.isProduction
    ? createDevProvider(new ChannelRepository(database.db))
    : null;
  const provider = devProvider ?? createGoogleProvider(googleOptionsFrom(config));
  const joins = new InvitationJoinNotifier(new InvitationRepository(database.db), deps.notifications);
  const flow = new ConnectFlow(provider, flows, new ChannelClaims(database.db, joins), config.sessionSecret, async (c) => {
    if (!c.refreshToken) return;
    await deps.jobs.youtube.saveGrant(c.channelId, c.userId, c.refreshToken);
    await deps.jobs.syncMemberSoon(c.channelId);
  });

  const sessionUser = async (request: FastifyRequest) => {
    const uid = readSessionUid(request);
    return uid ? users.findByUid(uid) : null;
  };
  const schema = (description: string) => ({ tags: ['oauth'], description });

  app.get('/api/oauth2/authorization/google', {
    config: writeLimit(deps),
    schema: schema('Browser redirect. Starts the YouTube channel connect for the session cookie user.'),
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = await sessionUser(request);
    if (!user) return reply.redirect(connectErrorPath('session'));
    return reply.redirect(await flow.start(user));
  });

  app.get(CALLBACK_PATH, {
    config: writeLimit(deps),
    schema: schema('Browser redirect back from the provider; ends on /register.'),
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = await sessionUser(request);
    if (!user) return reply.redirect(connectErrorPath('session'));
    try {
      return reply.redirect(await flow.complete(user, request.query, request.log));
    } catch (err) {
      // The browser is mid-navigation: send it back to the register page rather than to a JSON error.
      request.log.error({ err }, 'channel connect failed');
      return reply.redirect(connectErrorPath('server'));
    }
  });

  if (devProvider) await app.register(devOAuthRoutes, { deps, devProvider, flows, sessionUser });
}
