// Several instances starting together migrate one at a time: on an empty PostgreSQL database three processes start
// at once, all three come up and every migration runs exactly once; on PGlite concurrent calls queue the same way.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { migrate, MIGRATIONS_DIR, vacuumAfter } from './migrate';
import { type ScratchDatabase, createScratchDatabase } from '../../test-support/scratch-database';
import { POSTGRES_ADMIN_URL, sharedServicesMissing } from '../../test-support/realtime/services-probe';

const run = promisify(execFile);
const SERVER_DIR = path.join(__dirname, '..', '..');
const ALL = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
const missing = sharedServicesMissing();

(missing ? describe.skip : describe)(`migrations on PostgreSQL${missing ? ` (${missing})` : ''}`, () => {
  let scratch: ScratchDatabase | undefined;
  afterAll(async () => {
    await scratch?.drop();
  });

  it('three instances starting at once on an empty database: all come up, each migration runs once', async () => {
    scratch = await createScratchDatabase(POSTGRES_ADMIN_URL, { prefix: 'collabhub_migrate', migrated: false });
    const tsx = path.join(SERVER_DIR, 'node_modules', '.bin', 'tsx');
    const starts = [1, 2, 3].map(() => run(tsx, ['test-support/migrate-process.ts'], {
      cwd: SERVER_DIR, env: { ...process.env, DATABASE_URL: scratch!.url }, timeout: 60_000,
    }));
    const results = await Promise.allSettled(starts);
    const ran = results.map((r) => {
      if (r.status === 'rejected') throw r.reason;
      return JSON.parse(r.value.stdout) as string[];
    });
    // One instance applied everything; the others found nothing left to do.
    expect(ran.flat().sort()).toEqual(ALL);
    expect(ran.filter((r) => r.length > 0)).toHaveLength(1);

    const database = await openDatabase({ databaseUrl: scratch.url, pgliteDataDir: 'memory://' });
    try {
      const rows = await database.db.execute<{ name: string }>(sql`select name from schema_migrations order by name`);
      expect(rows.rows.map((r) => r.name)).toEqual(ALL);
      // The lock is released: a later start migrates nothing and does not wait.
      expect(await migrate(database)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 90_000);
});

describe('migrations on PGlite', () => {
  it('concurrent calls in one process apply each migration once', async () => {
    const database = await openDatabase({ pgliteDataDir: 'memory://' });
    try {
      const ran = await Promise.all([migrate(database), migrate(database), migrate(database)]);
      expect(ran.flat().sort()).toEqual(ALL);
      expect(ran[0]).toEqual(ALL);
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('vacuumAfter', () => {
  it('reads the tables a migration names, and refuses anything but a table name', () => {
    expect(vacuumAfter('ALTER TABLE t ADD c int;\n-- vacuum after: channels, channel_fit\nSELECT 1;')).toEqual(['channels', 'channel_fit']);
    expect(vacuumAfter('-- not a directive: vacuum after: channels\nSELECT 1;')).toEqual([]);
    expect(() => vacuumAfter('-- vacuum after: channels; drop table users')).toThrow(/not a table name/);
  });
});

describe('a migration that rewrites a table, on PGlite', () => {
  it('leaves the table vacuumed: its visibility map full again, so index-only scans stay index-only', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'collabhub-migrations-'));
    writeFileSync(path.join(dir, '0001_table.sql'), 'CREATE TABLE t (id int PRIMARY KEY, n int); INSERT INTO t SELECT g, g FROM generate_series(1, 5000) g;');
    writeFileSync(path.join(dir, '0002_rewrite.sql'), 'ALTER TABLE t ADD COLUMN twice int GENERATED ALWAYS AS (n * 2) STORED;\n-- vacuum after: t\n');
    const database = await openDatabase({ pgliteDataDir: 'memory://' });
    try {
      expect(await migrate(database, dir)).toEqual(['0001_table.sql', '0002_rewrite.sql']);
      const { rows: [pages] } = await database.db.execute<{ visible: number; pages: number }>(
        sql`select relallvisible as visible, relpages as pages from pg_class where relname = 't'`);
      expect(Number(pages!.pages)).toBeGreaterThan(10);
      expect(Number(pages!.visible)).toBe(Number(pages!.pages));
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
