// What route modules receive: configuration, the database and the shared services.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { UserRow } from './db/schema';
import { forbidden, unauthorized } from './errors';
import type { ChatService } from './modules/chat/service';
import type { ImageProxyDeps } from './modules/images/fetcher';
import type { Services } from './services';

export interface AppDeps {
  config: Config;
  database: Database;
  chat: ChatService;
  /** Every domain's service, created once by buildApp (see services.ts). */
  services: Services;
  imageProxy?: Partial<ImageProxyDeps>;
}

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/**
 * Declares authentication once for a route group: every route registered on `app` (an encapsulated plugin
 * context, as each route module is) runs `hook` first — the bearer token by default.
 */
export function requireAuthentication(app: FastifyInstance, hook = app.authenticate): void {
  app.addHook('onRequest', hook);
}

/** The registered caller; 403 when the token is valid but the account has not been registered yet. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized();
  if (!request.auth.user) throw forbidden('Account not registered: call /api/register first');
  return request.auth.user;
}

export const writeLimit = (deps: AppDeps) => ({
  rateLimit: { max: deps.config.rateLimit.writesPerMinute, timeWindow: '1 minute' },
});
export const searchLimit = (deps: AppDeps) => ({
  rateLimit: { max: deps.config.rateLimit.searchPerMinute, timeWindow: '1 minute' },
});
