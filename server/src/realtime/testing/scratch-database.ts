// A throw-away database on the PostgreSQL server, shared by several server instances (or processes) of a test.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `collabhub_rt_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDataDir: 'memory://' });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
