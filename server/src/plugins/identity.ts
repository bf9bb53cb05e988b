// Firebase identity: verifies ID tokens with firebase-admin (the Auth emulator when configured) and attaches
// the caller to the request. `app.identity.verify` is reused by the realtime server at STOMP CONNECT.
// Verified tokens are cached until they expire (token-cache.ts); revocation is checked at sign-in and then at
// most every REVOCATION_CHECK_MS per token. The caller's user row and channel id come from one query.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { channels, users, type UserRow } from '../db/schema';
import { unauthorized } from '../errors';
import { readSessionUid } from './session';
import { TokenCache } from './token-cache';

/** A revoked session stops working within this time (Firebase's own guidance is minutes, not per call). */
export const REVOCATION_CHECK_MS = 5 * 60_000;
const MAX_CACHED_TOKENS = 50_000;

export interface VerifiedIdentity { uid: string; email: string | null }

export interface AuthContext extends VerifiedIdentity {
  /** The user row, or null before registration. */
  user: UserRow | null;
  /** The caller's own channel id (loaded with the user), or null. */
  channelId: number | null;
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
    /** onRequest hook for sign-in: like authenticate, but always checks with Firebase that the token is not revoked. */
    authenticateSignIn: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: the session cookie set by login, or a bearer token. */
    authenticateSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
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
      return { uid: decoded.uid, email: decoded.email ?? null, expiresAtMs: decoded.exp * 1000 };
    },
    revocationCheckMs: REVOCATION_CHECK_MS,
    maxEntries: MAX_CACHED_TOKENS,
  });
  return {
    identity: {
      async verify(token, opts) {
        if (!token || token.length > 8192) throw unauthorized('Missing or invalid ID token');
        try {
          const { uid, email } = await cache.verify(token, opts);
          return { uid, email };
        } catch {
          throw unauthorized('Invalid or expired ID token');
        }
      },
    },
    close: () => deleteApp(firebaseApp),
  };
}

export function registerIdentity(app: FastifyInstance, database: Database, identity: Identity): void {
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
  const bearer = (fresh: boolean) => async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('Missing bearer ID token');
    const who = await identity.verify(token, { fresh });
    request.auth = { ...who, ...(await loadCaller(who.uid)) };
  };
  app.decorate('identity', identity);
  app.decorateRequest('auth', null);
  app.decorate('authenticate', bearer(false));
  app.decorate('authenticateSignIn', bearer(true));
  app.decorate('authenticateSession', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (token) {
      const who = await identity.verify(token);
      request.auth = { ...who, ...(await loadCaller(who.uid)) };
      return;
    }
    const uid = readSessionUid(request);
    if (!uid) throw unauthorized('No session: sign in first');
    const caller = await loadCaller(uid);
    if (!caller.user) throw unauthorized('No session: sign in first');
    request.auth = { uid, email: caller.user.email, ...caller };
  });
}
