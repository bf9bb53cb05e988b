// Firebase identity: verifies ID tokens with firebase-admin (the Auth emulator when configured) and attaches
// the caller to the request. `app.identity.verify` is reused by the realtime server at STOMP CONNECT.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { unauthorized } from '../errors';
import { readSessionUid } from './session';

export interface VerifiedIdentity { uid: string; email: string | null }

export interface AuthContext extends VerifiedIdentity {
  /** The user row, or null before registration. */
  user: UserRow | null;
}

export interface Identity {
  /** Verifies a Firebase ID token; throws a 401 HttpError when it is missing, malformed, expired or forged. */
  verify(token: string): Promise<VerifiedIdentity>;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: Identity;
    /** onRequest hook: requires a valid bearer ID token and sets request.auth. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
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
  return {
    identity: {
      async verify(token) {
        if (!token || token.length > 8192) throw unauthorized('Missing or invalid ID token');
        try {
          const decoded = await auth.verifyIdToken(token);
          return { uid: decoded.uid, email: decoded.email ?? null };
        } catch {
          throw unauthorized('Invalid or expired ID token');
        }
      },
    },
    close: () => deleteApp(firebaseApp),
  };
}

export function registerIdentity(app: FastifyInstance, database: Database, identity: Identity): void {
  const loadUser = async (uid: string): Promise<UserRow | null> => {
    const rows = await database.db.select().from(users).where(eq(users.firebaseUid, uid)).limit(1);
    return rows[0] ?? null;
  };
  app.decorate('identity', identity);
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized('Missing bearer ID token');
    const who = await identity.verify(token);
    request.auth = { ...who, user: await loadUser(who.uid) };
  });
  app.decorate('authenticateSession', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (token) {
      const who = await identity.verify(token);
      request.auth = { ...who, user: await loadUser(who.uid) };
      return;
    }
    const uid = readSessionUid(request);
    if (!uid) throw unauthorized('No session: sign in first');
    const user = await loadUser(uid);
    if (!user) throw unauthorized('No session: sign in first');
    request.auth = { uid, email: user.email, user };
  });
}
