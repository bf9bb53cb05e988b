// Builds the real app on a fresh database: in-memory PGlite, or a throw-away database on the PostgreSQL
// server of DATABASE_URL (created here, dropped on close).
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedChannels } from '../src/db/seed/seed';
import { emulatorHost } from './emulator';
import { pgliteTemplate } from './pglite-template';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set. */
export function backends(): Backend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  backend: Backend;
  close(): Promise<void>;
}

function createPostgresDatabase(): Promise<ScratchDatabase> {
  // Migrated by the app factory below, like the embedded database.
  return createScratchDatabase(process.env.DATABASE_URL as string, { migrated: false });
}

export interface TestAppOptions {
  backend?: Backend;
  env?: Record<string, string>;
  /** Seeded channels (deterministic seed). */
  seed?: number;
  imageProxy?: BuildAppOptions['imageProxy'];
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestContext> {
  const backend = opts.backend ?? 'pglite';
  const pg = backend === 'postgres' ? await createPostgresDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    PGLITE_DATA_DIR: 'memory://',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    LOG_LEVEL: 'silent',
    WEB_ROOT: '/nonexistent-web-root',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ...opts.env,
  });
  // PGlite starts from the migrated template (pglite-template.ts); migrate() then finds nothing to do.
  const database = await openDatabase({ ...config, pgliteLoadDataDir: pg ? undefined : pgliteTemplate() });
  await migrate(database);
  if (opts.seed) await seedChannels(database, { channels: opts.seed });
  const app = await buildApp({ config, db: database, imageProxy: opts.imageProxy, logger: false, realtime: false });
  await app.ready();
  return {
    app,
    database,
    config,
    backend,
    close: async () => {
      await app.close();
      await database.close();
      await pg?.drop();
    },
  };
}
