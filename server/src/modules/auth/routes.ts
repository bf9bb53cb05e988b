import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, loginRequestSchema, loginResponseSchema, unwrapLoginRequest } from 'shared-api';
import { requireUser, typed, writeLimit, type AppDeps } from '../../deps';
import { unauthorized } from '../../errors';
import { setSessionCookie } from '../../plugins/session';
import { ChannelRepository } from '../channels/repository';
import { UserRepository } from './repository';
import { AccountService } from './service';

export function accountService(deps: AppDeps): AccountService {
  return new AccountService(new UserRepository(deps.database.db), new ChannelRepository(deps.database.db));
}

export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = accountService(deps);
  const secure = deps.config.isProduction;
  const r = typed(app);
  const common = {
    tags: ['auth'],
    security: [{ bearer: [] }],
    body: loginRequestSchema,
    response: { 200: loginResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
  };

  r.post('/api/login', { onRequest: app.authenticateSignIn, config: writeLimit(deps), schema: common }, async (request, reply) => {
    if (!request.auth) throw unauthorized();
    const { user, view } = await service.login(request.auth, unwrapLoginRequest(request.body).uid);
    setSessionCookie(reply, user.firebaseUid, secure);
    return view;
  });

  r.post('/api/register', { onRequest: app.authenticateSignIn, config: writeLimit(deps), schema: common }, async (request, reply) => {
    if (!request.auth) throw unauthorized();
    const { user, view } = await service.register(request.auth, unwrapLoginRequest(request.body).uid);
    setSessionCookie(reply, user.firebaseUid, secure);
    return view;
  });

  r.get('/api/verify-channel', {
    onRequest: app.authenticateSession,
    schema: {
      tags: ['auth'],
      description: 'Session cookie (set by login/register) or bearer token.',
      response: { 200: loginResponseSchema },
    },
  }, async (request) => service.sessionView(requireUser(request)));
}
