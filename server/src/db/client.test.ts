import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { buildPgliteTemplate } from '../../test-support/pglite-template';
import { catalogShape } from '../../test-support/schema-catalog';
import { POSTGRES_ADMIN_URL, sharedServicesMissing } from '../../test-support/realtime/services-probe';
import { DATABASE_POOL_SIZE, openDatabase, postgresPoolOptions, type Database } from './client';
import { migrate } from './migrate';

const missing = sharedServicesMissing();

(missing ? describe.skip : describe)(`the PostgreSQL pool${missing ? ` (${missing})` : ''}`, () => {
  it('keeps the connections it opened through a lull longer than its idle timeout: the same backends answer after', async () => {
    // The idle timeout shortened so that the lull is short; the product's pool uses the library's 10 s.
    const pool = new Pool({ ...postgresPoolOptions(POSTGRES_ADMIN_URL), idleTimeoutMillis: 50 });
    const backends = async (n: number): Promise<number[]> => {
      const clients = await Promise.all(Array.from({ length: n }, () => pool.connect()));
      try {
        const pids = await Promise.all(clients.map(async (c) => (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid));
        return pids.sort((x, y) => x - y);
      } finally {
        for (const c of clients) c.release();
      }
    };
    try {
      const before = await backends(3);
      await sleep(400);
      expect(pool.totalCount).toBe(3);
      expect(await backends(3)).toEqual(before);
      expect(pool.options.max).toBe(DATABASE_POOL_SIZE);
    } finally {
      await pool.end();
    }
  });
});

describe('openDatabase on PGlite', () => {
  it('creates WAL segments without zero-filling them (the fill stalls the server thread)', async () => {
    const database = await openDatabase({ pgliteDataDir: 'memory://' });
    try {
      const result = await database.db.execute(sql`show wal_init_zero`);
      expect(result.rows).toEqual([{ wal_init_zero: 'off' }]);
      // The session setting survives a transaction, so it holds for every later statement.
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      const after = await database.db.execute(sql`show wal_init_zero`);
      expect(after.rows).toEqual([{ wal_init_zero: 'off' }]);
    } finally {
      await database.close();
    }
  });
});

describe('openDatabase on PGlite from a dumped data directory', () => {
  it('holds what a migrated database holds: the migrations, the schema, reference data; and it takes writes', async () => {
    const dump = new Blob([await buildPgliteTemplate()]);
    const fresh = await openDatabase({ pgliteDataDir: 'memory://' });
    let loaded: Database | undefined;
    try {
      await migrate(fresh);
      loaded = await openDatabase({ pgliteDataDir: 'memory://', pgliteLoadDataDir: dump });
      expect(await migrate(loaded)).toEqual([]);
      const names = (db: Database) => db.db.execute<{ name: string }>(sql`select name from schema_migrations order by name`)
        .then((r) => r.rows.map((row) => row.name));
      expect(await names(loaded)).toEqual(await names(fresh));
      expect(await catalogShape(loaded)).toEqual(await catalogShape(fresh));
      const categories = (db: Database) => db.db.execute(sql`select * from categories order by id`).then((r) => r.rows);
      expect(await categories(loaded)).toEqual(await categories(fresh));
      // The loaded copy is its own database: the session setting and the extensions hold, and it takes writes.
      expect((await loaded.db.execute(sql`show wal_init_zero`)).rows).toEqual([{ wal_init_zero: 'off' }]);
      expect((await loaded.db.execute(sql`select similarity('gaming', 'gamer') > 0 as trgm, cube(1) is not null as cube`)).rows)
        .toEqual([{ trgm: true, cube: true }]);
      await loaded.db.execute(sql`insert into users (firebase_uid, email) values ('template-check', 'template@example.com')`);
      expect((await loaded.db.execute(sql`select count(*)::int as n from users`)).rows).toEqual([{ n: 1 }]);
      expect((await fresh.db.execute(sql`select count(*)::int as n from users`)).rows).toEqual([{ n: 0 }]);
    } finally {
      await loaded?.close();
      await fresh.close();
    }
  });
});
