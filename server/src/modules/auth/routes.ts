import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema, loginRequestSchema, loginResponseSchema, unwrapLoginRequest } from 'shared-api';
import { requireAuthentication, requireUser, typed, type AppDeps } from '../../deps';
import { unauthorized } from '../../errors';
import { setSessionCookie } from '../../plugins/session';
import { USER_NOT_FOUND } from './service';

/** Login's answer for an identity without an account: 200 with only the message (see USER_NOT_FOUND). */
const loginRefusalSchema = z.object({ message: z.literal(USER_NOT_FOUND) });

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
  const service = deps.account;
  const secure = deps.config.isProduction;
  const r = typed(app);
  const common = {
    tags: ['auth'],
    security: [{ bearer: [] }],
    body: loginRequestSchema,
    response: { 200: loginResponseSchema, 409: errorResponseSchema },
  };

  r.post('/api/login', {
    config: { limit: 'session' },
    schema: { ...common, response: { 200: z.union([loginResponseSchema, loginRefusalSchema]) } },
  }, async (request, reply) => {
    if (!request.auth) throw unauthorized();
    const { user, view } = await service.login(request.auth, unwrapLoginRequest(request.body).uid);
    // No account, no session: the cookie is set once register has created the user.
    if (user) setSessionCookie(reply, user.firebaseUid, secure);
    return view;
  });

  r.post('/api/register', { config: { limit: 'session', signup: true }, schema: common }, async (request, reply) => {
    if (!request.auth) throw unauthorized();
    const { user, view } = await service.register(request.auth, unwrapLoginRequest(request.body).uid);
    setSessionCookie(reply, user.firebaseUid, secure);
    return view;
  });
}

function sessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const service = deps.account;
  typed(app).get('/api/verify-channel', {
    config: { limit: 'session' },
    schema: {
      tags: ['auth'],
      description: 'Session cookie (set by login/register) or bearer token.',
      response: { 200: loginResponseSchema },
    },
  }, async (request) => service.sessionView(requireUser(request)));
}
