// A throw-away database on the PostgreSQL server of DATABASE_URL, for tests that need real PostgreSQL (and for
// several server instances or processes of one test to share).
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates the database (migrated unless `migrated: false`) and returns its URL and a drop function. */
export async function createScratchDatabase(
  adminUrl: string,
  { prefix = 'collabhub_test', migrated = true }: { prefix?: string; migrated?: boolean } = {},
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (migrated) {
    const database = await openDatabase({ databaseUrl: url.toString(), pgliteDataDir: 'memory://' });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
  }
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
