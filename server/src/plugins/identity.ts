// Firebase identity: verifies ID tokens with firebase-admin (the Auth emulator when configured) and attaches
// the caller to the request. `app.identity.verify` is reused by the realtime server at STOMP CONNECT.
// Verified tokens are cached until they expire (token-cache.ts); revocation is checked at sign-in and then, in
// the background, at most every REVOCATION_CHECK_MS per token (while Firebase cannot be reached, a token verified
// before is still served until it expires; a token never verified gets a 503). The caller's user row and channel
// id come from one query, or, on the hot read-only routes that use only the caller's ids (`authenticateCached`),
// from caller-cache.ts.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { channels, users, type UserRow } from '../db/schema';
import { unauthorized, unavailable } from '../errors';
import { CallerCache, type CallerMemo } from './caller-cache';
import { readSessionUid } from './session';
import { TokenCache } from './token-cache';

/** A revoked session stops working within this time (Firebase's own guidance is minutes, not per call). */
export const REVOCATION_CHECK_MS = 5 * 60_000;
const MAX_CACHED_TOKENS = 50_000;
/** How long `authenticateCached` reuses a caller's user row and channel id (see caller-cache.ts). */
export const CALLER_CACHE_MS = 5_000;
const MAX_CACHED_CALLERS = 50_000;

export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  /** The token carries the `moderator` custom claim (trust and safety queue). */
  moderator?: boolean;
}

export interface AuthContext extends VerifiedIdentity {
  /** The user row, or null before registration. */
  user: UserRow | null;
  /** The caller's own channel id (loaded with the user), or null. */
  channelId: number | null;
  /**
   * With authenticateCached: the remembered caller's memo (caller-cache.ts), for what a route derives from the
   * caller alone; absent elsewhere (then such a route loads it each time).
   */
  memo?: CallerMemo;
}

export interface Identity {
  /**
   * Verifies a Firebase ID token; throws a 401 HttpError when it is missing, malformed, expired, forged or
   * revoked. `fresh` skips the cache and checks revocation now (sign-in).
   */
  verify(token: string, opts?: { fresh?: boolean }): Promise<VerifiedIdentity>;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: Identity;
    /** onRequest hook: requires a valid bearer ID token and sets request.auth. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest hook for read-only routes that use nothing of the caller but their ids (user id, channel id):
     * like authenticate, but the caller may come from a cache of CALLER_CACHE_MS (caller-cache.ts). Other fields
     * of request.auth.user (isPremium, email…) may be that old there: such routes must not read them.
     */
    authenticateCached: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook for sign-in: like authenticate, but always checks with Firebase that the token is not revoked. */
    authenticateSignIn: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: the session cookie set by login, or a bearer token. */
    authenticateSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The user of the request's session cookie, or null (read it through `sessionUser` of deps.ts). */
    sessionUser: (request: FastifyRequest) => Promise<UserRow | null>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Whether request.auth came through authenticateCached (its user row may be CALLER_CACHE_MS old). */
    callerFromCache: boolean;
  }
}

/** The 503's text when a token cannot be checked because Firebase cannot be reached. */
export const SIGN_IN_UNAVAILABLE = 'Your sign-in could not be checked just now. Try again in a moment.';
const SIGN_IN_RETRY_SECONDS = 5;

/** firebase-admin's codes for a check that could not be made (network, timeout, Firebase's own failure). */
const UNREACHABLE_CODES = new Set(['app/network-error', 'app/network-timeout', 'app/internal-error', 'auth/internal-error']);

/** firebase-admin's error code (`auth/id-token-expired`…), or undefined. */
function firebaseCode(err: unknown): string | undefined {
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[\w-]+\/[\w-]+$/.test(code) ? code : undefined;
}

/** Whether verifying failed because Firebase could not answer, not because of the token. */
export function firebaseUnreachable(err: unknown): boolean {
  const code = firebaseCode(err);
  return code !== undefined && UNREACHABLE_CODES.has(code);
}

export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m?.[1] ?? null;
}

export function createIdentity(config: Config): { identity: Identity; close(): Promise<void> } {
  if (config.firebase.authEmulatorHost) {
    // firebase-admin reads the emulator address from the environment at call time.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebase.authEmulatorHost;
  }
  const firebaseApp = initializeApp({ projectId: config.firebase.projectId }, `collabhub-${randomUUID()}`);
  const auth = getAuth(firebaseApp);
  const cache = new TokenCache({
    verify: async (token, checkRevoked) => {
      const decoded = await auth.verifyIdToken(token, checkRevoked);
      return { uid: decoded.uid, email: decoded.email ?? null, moderator: decoded.moderator === true, expiresAtMs: decoded.exp * 1000 };
    },
    revocationCheckMs: REVOCATION_CHECK_MS,
    maxEntries: MAX_CACHED_TOKENS,
    // A member verified before Firebase went out of reach keeps working until their token expires.
    isOutage: firebaseUnreachable,
  });
  return {
    identity: {
      async verify(token, opts) {
        if (!token || token.length > 8192) throw unauthorized('Missing or invalid ID token');
        try {
          const { uid, email, moderator } = await cache.verify(token, opts);
          return { uid, email, moderator: moderator === true };
        } catch (err) {
          // Firebase out of reach says nothing about the token: a 401 would tell the member to sign in again.
          // The log line says which (an expired token, another project's, a revoked session…); the caller is told less.
          const reason = `firebase ${firebaseCode(err) ?? 'unknown'}`;
          if (firebaseUnreachable(err)) throw unavailable(SIGN_IN_UNAVAILABLE, SIGN_IN_RETRY_SECONDS, reason);
          throw unauthorized('Invalid or expired ID token', reason);
        }
      },
    },
    close: () => deleteApp(firebaseApp),
  };
}

export function registerIdentity(
  app: FastifyInstance, database: Database, identity: Identity, opts: { callerCacheMs?: number } = {},
): CallerCache {
  // The user and their channel id in one round trip. Prepared once: every authenticated call runs it, and
  // building and planning it each time cost more than running it (an equality on a unique index, so the
  // generic plan is the right one).
  const callerQuery = database.db
    .select({ user: users, channelId: channels.id })
    .from(users)
    .leftJoin(channels, eq(channels.ownerUserId, users.id))
    .where(eq(users.firebaseUid, sql.placeholder('uid')))
    .limit(1)
    .prepare('identity_load_caller');
  const loadCaller = async (uid: string): Promise<{ user: UserRow | null; channelId: number | null }> => {
    const rows = await callerQuery.execute({ uid });
    return { user: rows[0]?.user ?? null, channelId: rows[0]?.channelId ?? null };
  };
  const callers = new CallerCache({ ttlMs: opts.callerCacheMs ?? CALLER_CACHE_MS, maxEntries: MAX_CACHED_CALLERS });
  const bearer = (fresh: boolean) => async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('Missing bearer ID token');
    const who = await identity.verify(token, { fresh });
    const caller = await loadCaller(who.uid);
    request.auth = { uid: who.uid, email: who.email, moderator: who.moderator === true, user: caller.user, channelId: caller.channelId };
  };
  app.decorate('identity', identity);
  app.decorateRequest('auth', null);
  app.decorateRequest('callerFromCache', false);
  app.decorate('authenticate', bearer(false));
  app.decorate('authenticateSignIn', bearer(true));
  app.decorate('authenticateCached', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('Missing bearer ID token');
    const who = await identity.verify(token);
    let caller: { user: UserRow | null; channelId: number | null; memo?: CallerMemo } | undefined = callers.get(who.uid);
    if (caller === undefined) {
      const loaded = await loadCaller(who.uid);
      callers.set(who.uid, loaded);
      caller = callers.get(who.uid) ?? loaded;
    }
    request.auth = {
      uid: who.uid, email: who.email, moderator: who.moderator === true, user: caller.user, channelId: caller.channelId, memo: caller.memo,
    };
    request.callerFromCache = true;
  });
  app.decorate('authenticateSession', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (token) {
      const who = await identity.verify(token);
      const caller = await loadCaller(who.uid);
      request.auth = { uid: who.uid, email: who.email, moderator: who.moderator === true, user: caller.user, channelId: caller.channelId };
      return;
    }
    const uid = readSessionUid(request);
    if (!uid) throw unauthorized('No session: sign in first');
    const caller = await loadCaller(uid);
    if (!caller.user) throw unauthorized('No session: sign in first');
    request.auth = { uid, email: caller.user.email, ...caller };
  });
  app.decorate('sessionUser', async (request: FastifyRequest) => {
    const uid = readSessionUid(request);
    return uid ? (await loadCaller(uid)).user : null;
  });
  // Any other authenticated request may change what the cache holds about its caller (registration, a connected
  // channel, a profile or plan change): the entry is dropped once the request is done.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.auth !== null && !request.callerFromCache) callers.delete(request.auth.uid);
    done();
  });
  return callers;
}
