// Request rate limits. Every /api route belongs to one class (read, write or search; reads by default for
// GET, writes otherwise) and each class is one budget per caller across all its routes: the signed-in user where
// there is one, the address otherwise, so a second address or a second route does not buy a fresh budget.
// Limits run after authentication and before validation, so refused inputs count too.
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Config } from '../config';

export type LimitClass = 'read' | 'write' | 'search';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate-limit class of the route (default: read for GET/HEAD, write otherwise); false for none. */
    limit?: LimitClass | false;
  }
}

/** Who a request counts against. Never reads a missing address (a client that left mid-request has none). */
export function callerKey(request: FastifyRequest): string {
  const userId = request.auth?.user?.id;
  if (userId !== undefined) return `user:${userId}`;
  if (request.auth?.uid) return `uid:${request.auth.uid}`;
  const address = request.ip ?? request.socket?.remoteAddress;
  return typeof address === 'string' && address !== '' ? `ip:${normalizeIP(address)}` : 'ip:unknown';
}

export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: callerKey,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Rate limit exceeded, retry in ${ctx.after}`,
    }),
  });
  const perMinute = (max: number) => app.rateLimit({ max, timeWindow: '1 minute' }) as preValidationAsyncHookHandler;
  const limiters: Record<LimitClass, preValidationAsyncHookHandler> = {
    read: perMinute(config.rateLimit.readsPerMinute),
    write: perMinute(config.rateLimit.writesPerMinute),
    search: perMinute(config.rateLimit.searchPerMinute),
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = [route.method].flat();
    const limit = route.config?.limit ?? (methods.every((m) => m === 'GET' || m === 'HEAD') ? 'read' : 'write');
    if (limit === false) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), limiters[limit]];
  });
}
