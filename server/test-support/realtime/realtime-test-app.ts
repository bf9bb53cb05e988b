// A real server for realtime tests: the full app (PGlite in memory, or the PostgreSQL database given) with the
// realtime plugin, listening on a loopback port, and registered users with real Auth emulator tokens.
import type { FastifyInstance } from 'fastify';
import { buildApp, type HttpTimeouts } from '../../src/app';
import { loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { UserRepository } from '../../src/modules/auth/repository';
import { type RealtimeOptions } from '../../src/realtime/realtime-options';
import { emulatorHost, newIdentity } from '../emulator';
import { pgliteTemplate } from '../pglite-template';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  database: Database;
  close(): Promise<void>;
}

export interface TestUser {
  id: number;
  uid: string;
  email: string;
  token: string;
}

export interface TestServerOptions {
  databaseUrl?: string;
  redisUrl?: string;
  migrate?: boolean;
  /** Shorter timings and limits for protocol tests (applied before any client connects). */
  realtime?: Partial<RealtimeOptions>;
  /** More environment for the app's configuration (limits, budgets). */
  env?: Record<string, string>;
  timeouts?: Partial<HttpTimeouts>;
  /** An open database to serve again (a restart): not migrated, not closed by this server's close(). */
  reuseDatabase?: Database;
  /** A fixed port (a restart keeps the address clients reconnect to); default: any free port. */
  port?: number;
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PGLITE_DATA_DIR: 'memory://',
    WEB_ROOT: '/nonexistent-web-root',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
    ...opts.env,
  });
  const database = opts.reuseDatabase
    ?? await openDatabase({
      databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir,
      // A migrated start from the template (pglite-template.ts); a test of an unmigrated start gets an empty one.
      pgliteLoadDataDir: !config.databaseUrl && opts.migrate !== false ? pgliteTemplate() : undefined,
    });
  if (opts.migrate !== false && !opts.reuseDatabase) await migrate(database);
  const app = await buildApp({ config, db: database, logger: false, timeouts: opts.timeouts });
  await app.ready();
  Object.assign(app.realtime.options, opts.realtime);
  await app.listen({ port: opts.port ?? 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    async close() {
      await app.close();
      if (!opts.reuseDatabase) await database.close();
    },
  };
}

/** An emulator account with a user row (registered, as after POST /api/register). */
export async function createUser(database: Database, label = 'user'): Promise<TestUser> {
  const account = await newIdentity(label);
  const row = await new UserRepository(database.db).create(account.uid, account.email);
  if (!row) throw new Error('user row not created');
  return { id: row.id, uid: account.uid, email: account.email, token: account.idToken };
}
