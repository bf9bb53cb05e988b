// YouTube channel connect (SPEC §4 Registration, §7): GET /api/oauth2/authorization/google starts the flow for
// the browser session, GET /api/oauth2/callback/google completes it. Both answer with redirects only.
import type { FastifyInstance } from 'fastify';
import { sessionUser, writeLimit, type AppDeps } from '../../deps';
import { connectErrorPath } from './connect-errors';
import { devOAuthRoutes } from './dev-routes';
import { CALLBACK_PATH } from './google-provider';

// The caller is the browser session's user (sessionUser): these are redirects a browser follows, with no bearer token.
export async function oauthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { flow, flows, devProvider } = deps.oauth;

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

  if (devProvider) await app.register(devOAuthRoutes, { deps, devProvider, flows });
}
