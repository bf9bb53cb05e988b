// A product instance of the spec's own (its own port and embedded database, the suite's Auth emulator), so the
// spec can restart the server mid-test or change settings such as the send budget without touching the shared one.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type * as EmulatorModule from '../../tooling/firebase/auth-emulator.mjs';
import type * as StackModule from '../../tooling/scripts/lib/stack.mjs';
import { importTooling } from './tooling-modules';

export interface PrivateStack {
  /** The running instance's base URL ('' while stopped). */
  readonly url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Runs SQL on the embedded database; only while stopped (PGlite allows one process at a time). */
  sql(script: string): Promise<void>;
  /** Stops the instance and removes its database. */
  dispose(): Promise<void>;
}

/** The part of PGlite used here (typed locally: the driver is the server's dependency, not this package's). */
interface PgliteModule {
  PGlite: { create(dir: string, opts: { extensions: Record<string, unknown> }): Promise<{ exec(sql: string): Promise<unknown>; close(): Promise<void> }> };
}

export async function privateStack(label: string, env: Record<string, string> = {}): Promise<PrivateStack> {
  const { freePort } = await importTooling<typeof EmulatorModule>('firebase/auth-emulator.mjs');
  const { startStack } = await importTooling<typeof StackModule>('scripts/lib/stack.mjs');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `collabhub-e2e-${label}-`));
  let running: StackModule.RunningStack | null = null;
  const stop = async () => {
    await running?.stop();
    running = null;
  };
  return {
    get url() { return running?.url ?? ''; },
    async start() {
      running = await startStack({
        port,
        env: {
          DATABASE_URL: '', PGLITE_DATA_DIR: dataDir, SEED_CHANNELS: '60', LOG_LEVEL: 'warn',
          FIREBASE_AUTH_EMULATOR_HOST: process.env.E2E_AUTH_EMULATOR_HOST ?? '', ...env,
        },
        log: () => {},
        serverOutput: 'ignore',
      });
    },
    stop,
    async sql(script) {
      if (running) throw new Error('stop the instance before changing its database');
      // The server's own PGlite build (the e2e package does not depend on the database driver).
      const fromServer = createRequire(path.join(__dirname, '..', '..', 'server', 'package.json'));
      const { PGlite } = fromServer('@electric-sql/pglite') as PgliteModule;
      const { pg_trgm } = fromServer('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: unknown };
      const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
      try {
        await db.exec(script);
      } finally {
        await db.close();
      }
    },
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
