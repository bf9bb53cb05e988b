// Several instances starting together migrate one at a time: on an empty PostgreSQL database three processes start
// at once, all three come up and every migration runs exactly once; on PGlite concurrent calls queue the same way.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { migrate, MIGRATIONS_DIR } from './migrate';
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
