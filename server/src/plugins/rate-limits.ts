// Request rate limits. Every /api route belongs to one class and each class is one budget per caller across all
// its routes: the signed-in user where there is one, the address otherwise, so a second address or a second route
// does not buy a fresh budget. Classes: read (GET by default), write (the rest), search, session (sign-in and
// session calls, so a busy page can never lock its member out of signing in) and mark-read (reading a
// conversation never uses up the write budget). Class limits run after authentication and before validation, so
// refused inputs count too.
// On top of those, budgets per address across accounts run before authentication (so ten accounts from one
// address, or calls with bad tokens, cannot multiply the limits): writes, sign-ups, and calls whose token was
// refused. The address is request.ip, which follows TRUST_PROXY (config.ts).
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import { tooManyRequests } from '../errors';
import { KeyedBudget } from '../modules/limits/keyed-budget';

export type LimitClass = 'read' | 'write' | 'search' | 'session' | 'mark-read';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate-limit class of the route (default: read for GET/HEAD, write otherwise); false for none. */
    limit?: LimitClass | false;
    /** Counts against the per-address sign-up budget (account creation). */
    signup?: boolean;
  }
}

/** The client's address as TRUST_PROXY lets the server see it; never reads a missing one. */
export function addressKey(request: FastifyRequest): string {
  const address = request.ip ?? request.socket?.remoteAddress;
  return typeof address === 'string' && address !== '' ? `ip:${normalizeIP(address)}` : 'ip:unknown';
}

/** Who a request counts against. Never reads a missing address (a client that left mid-request has none). */
export function callerKey(request: FastifyRequest): string {
  const userId = request.auth?.user?.id;
  if (userId !== undefined) return `user:${userId}`;
  if (request.auth?.uid) return `uid:${request.auth.uid}`;
  return addressKey(request);
}

/** An onRequest hook spending one unit of a per-address budget of `max` per `seconds`; 429 with Retry-After past it. */
function addressBudget(max: number, seconds: number, what: string): onRequestAsyncHookHandler {
  const budget = new KeyedBudget<string>({ burst: max, perSecond: max / seconds });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = budget.take(addressKey(request));
    if (decision.ok) return;
    const wait = Math.ceil(decision.retryAfterMs / 1000);
    reply.header('retry-after', String(wait));
    throw tooManyRequests(`${what}: retry in ${wait} s`);
  };
}

export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  const limits = config.rateLimit;
  await app.register(rateLimit, {
    global: false,
    keyGenerator: callerKey,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Rate limit exceeded, retry in ${ctx.after}`,
    }),
  });
  // @fastify/rate-limit runs one of its limiters per request, so the address budgets are token buckets of their own.
  const limiter = (max: number, timeWindow: string) => app.rateLimit({ max, timeWindow }) as preValidationAsyncHookHandler;
  const limiters: Record<LimitClass, preValidationAsyncHookHandler> = {
    read: limiter(limits.readsPerMinute, '1 minute'),
    write: limiter(limits.writesPerMinute, '1 minute'),
    search: limiter(limits.searchPerMinute, '1 minute'),
    session: limiter(limits.sessionPerMinute, '1 minute'),
    'mark-read': limiter(limits.markReadPerMinute, '1 minute'),
  };
  const addressWrites = addressBudget(limits.addressWritesPerMinute, 60, 'Too many writes from this address');
  const addressSignups = addressBudget(limits.addressSignupsPerHour, 3600, 'Too many sign-ups from this address');
  const badTokens = new KeyedBudget<string>({ burst: limits.addressBadTokensPerMinute, perSecond: limits.addressBadTokensPerMinute / 60 });

  // A token the server refused costs its address, like any other call: once the address has spent its budget of
  // refused tokens, calls carrying a token are answered 429 before the token is even looked at.
  const refuseBadTokenFlood = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers.authorization) return;
    const wait = badTokens.waitMs(addressKey(request));
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      throw tooManyRequests(`Too many calls with a refused token from this address: retry in ${Math.ceil(wait / 1000)} s`);
    }
  };
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 401 && request.url.startsWith('/api/')) badTokens.take(addressKey(request));
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = [route.method].flat();
    const reads = methods.every((m) => m === 'GET' || m === 'HEAD');
    const limit = route.config?.limit ?? (reads ? 'read' : 'write');
    // Route-level onRequest hooks (authentication) run after these: the address pays before the token is checked.
    const early: onRequestAsyncHookHandler[] = [refuseBadTokenFlood];
    // Sign-in/session calls and mark-as-read are not writes: a busy conversation (or a page of them) must never
    // spend the address's write cap that a member's next sign-in would then be refused by.
    if (!reads && limit !== false && limit !== 'session' && limit !== 'mark-read') early.push(addressWrites);
    if (route.config?.signup) early.push(addressSignups);
    route.onRequest = [...early, ...[route.onRequest ?? []].flat()];
    if (limit === false) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), limiters[limit]];
  });
}
