// What route modules receive (AppDeps), and the one convention for authentication and the caller.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { UserRow } from './db/schema';
import { forbidden, unauthorized } from './errors';
import type { Services } from './services';

/**
 * What route modules receive: configuration, the database and every service (one registry, built once by the
 * composition root in services.ts).
 */
export interface AppDeps extends Services {
  config: Config;
  database: Database;
}

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/**
 * Declares authentication once for a route group: every route registered on `app` (an encapsulated plugin
 * context, as each route module is) runs `hook` first — the bearer token by default.
 */
export function requireAuthentication(app: FastifyInstance, hook = app.authenticate): void {
  // Added to each route (not as a context hook) so it runs after the address budgets that plugins/rate-limits.ts
  // puts first: an address flooding refused tokens is answered 429 before its token is even looked at.
  app.addHook('onRoute', (route) => {
    route.onRequest = [...[route.onRequest ?? []].flat(), hook];
  });
}

/** The user of the browser session cookie (set by login), or null: the caller of the browser-redirect pages. */
export function sessionUser(request: FastifyRequest): Promise<UserRow | null> {
  return request.server.sessionUser(request);
}

/** The registered caller; 403 when the token is valid but the account has not been registered yet. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized();
  if (!request.auth.user) throw forbidden('Account not registered: call /api/register first');
  return request.auth.user;
}

/** Route config of the rate-limit classes (plugins/rate-limits.ts): one budget per caller and class. */
export const writeLimit = (_deps?: AppDeps) => ({ limit: 'write' as const });
export const searchLimit = (_deps?: AppDeps) => ({ limit: 'search' as const });
