import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, loginRequestSchema, loginResponseSchema, unwrapLoginRequest } from 'shared-api';
import { requireAuthentication, requireUser, typed, writeLimit, type AppDeps } from '../../deps';
import { unauthorized } from '../../errors';
import { setSessionCookie } from '../../plugins/session';
import type { AccountService } from './service';

/** @deprecated The account service is created once: use `deps.services.account`. */
export function accountService(deps: AppDeps): AccountService {
  return deps.services.account;
}

export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Login and register: bearer token. Verify-channel: the session cookie (or a bearer token).
  await app.register(async (bearer) => {
    // Sign-in also checks that the token was not revoked (later calls use the cached verification).
    requireAuthentication(bearer, bearer.authenticateSignIn);
    accountRoutes(bearer, deps);
  });
  await app.register(async (session) => {
    requireAuthentication(session, session.authenticateSession);
    sessionRoutes(session, deps);
  });
}

function accountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = deps.services.account;
  const secure = deps.config.isProduction;
  const r = typed(app);
  const common = {
    tags: ['auth'],
    security: [{ bearer: [] }],
    body: loginRequestSchema,
    response: { 200: loginResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
  };

  r.post('/api/login', { config: writeLimit(deps), schema: common }, async (request, reply) => {
    if (!request.auth) throw unauthorized();
    const { user, view } = await service.login(request.auth, unwrapLoginRequest(request.body).uid);
    setSessionCookie(reply, user.firebaseUid, secure);
    return view;
  });

  r.post('/api/register', { config: writeLimit(deps), schema: common }, async (request, reply) => {
    if (!request.auth) throw unauthorized();
    const { user, view } = await service.register(request.auth, unwrapLoginRequest(request.body).uid);
    setSessionCookie(reply, user.firebaseUid, secure);
    return view;
  });
}

function sessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = deps.services.account;
  typed(app).get('/api/verify-channel', {
    schema: {
      tags: ['auth'],
      description: 'Session cookie (set by login/register) or bearer token.',
      response: { 200: loginResponseSchema },
    },
  }, async (request) => service.sessionView(requireUser(request)));
}
