// A migrated database of one backend for a test file: in-memory PGlite, or a scratch PostgreSQL database created
// from DATABASE_URL and dropped again by close().
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { pgliteTemplate } from './pglite-template';
import { createScratchDatabase } from './scratch-database';
import type { Backend } from './test-app';

export interface BackendDatabase {
  database: Database;
  close(): Promise<void>;
}

export async function openBackendDatabase(backend: Backend): Promise<BackendDatabase> {
  const scratch = backend === 'postgres' ? await createScratchDatabase(process.env.DATABASE_URL as string, { migrated: false }) : null;
  const database = await openDatabase({ databaseUrl: scratch?.url, pgliteDataDir: 'memory://', pgliteLoadDataDir: scratch ? undefined : pgliteTemplate() });
  await migrate(database);
  return {
    database,
    close: async () => {
      await database.close();
      await scratch?.drop();
    },
  };
}
