// Opens the database: embedded PGlite by default, node-postgres when DATABASE_URL is set. Same drizzle API.
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { mkdirSync } from 'node:fs';
import type { PoolConfig } from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

/** Connections one server process keeps to PostgreSQL. */
export const DATABASE_POOL_SIZE = 10;

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Drizzle; both drivers expose the same query builder (results of `execute` both carry `rows`). */
  db: Db;
  /** Runs a multi-statement SQL script without parameters (migrations, bulk seed). */
  exec(script: string): Promise<void>;
  /**
   * Runs `work` while holding a PostgreSQL session-level advisory lock on one connection, so that any number of
   * processes sharing the database run it one at a time (migrations at start).
   */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: the connection pool's use, for metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Raw SQL for libraries that bring their own statements (the job queue): with values, one parameterised
   * statement; without, a script whose last statement's rows are returned.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  pgliteDataDir: string;
  /**
   * PGlite only: a data directory dumped by PGlite's dumpDataDir to start from instead of an empty one (initdb).
   * Tests start from a migrated copy (test-support/pglite-template.ts): 1.7 s instead of 6.5 s per database.
   */
  pgliteLoadDataDir?: Blob;
}

/**
 * The pool's settings. Connections, once opened, stay open (min = max): a new PostgreSQL backend runs its first
 * thousand or so statements two to three times slower (catalog caches empty, every shared buffer it touches is a
 * page fault the first time), about a second of database CPU each at a million channels. With the library's default
 * (close after 10 s idle) a lull closed them and the next burst paid that again (docs/server-at-scale.md).
 */
export function postgresPoolOptions(databaseUrl: string): PoolConfig {
  return { connectionString: databaseUrl, max: DATABASE_POOL_SIZE, min: DATABASE_POOL_SIZE };
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool(postgresPoolOptions(opts.databaseUrl));
    // An idle client whose connection the server drops (restart, failover, admin termination) emits 'error' on
    // the pool; without a listener that would crash the process. The pool replaces the client on next use.
    pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    // Fail now rather than on the first request.
    await pool.query('select 1');
    return {
      kind: 'postgres',
      db: drizzlePg(pool, { schema }),
      exec: async (script) => {
        await pool.query(script);
      },
      withAdvisoryLock: async (key, work) => {
        // A dedicated connection holds the lock for the whole run; the work itself may use the pool.
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [key]);
          try {
            return await work();
          } finally {
            await holder.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          holder.release();
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        // A script answers one result per statement: keep the last, as PGlite's branch does.
        const last = Array.isArray(result) ? (result as { rows: unknown[] }[]).at(-1) : result;
        return { rows: last?.rows ?? [] };
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { cube } = await import('@electric-sql/pglite/contrib/cube');
  const dir = opts.pgliteDataDir;
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm, cube }, ...(opts.pgliteLoadDataDir ? { loadDataDir: opts.pgliteLoadDataDir } : {}) });
  // PGlite runs in this thread, and with the default `wal_init_zero = on` each new 16 MB WAL segment is written full
  // of zeros inside the statement that needs it: a 300-500 ms stall of the whole server every 16 MB of writes (every
  // ~8 s at 600 chat messages/s). Without it the segment is created empty; WAL records carry their own checksums,
  // so recovery does not depend on the zero fill.
  await client.exec('SET wal_init_zero = off');
  // PGlite is one session in one process: its advisory locks are re-entrant, so callers in this process queue here.
  let lockChain: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    // drizzle pins its own PGlite typings (hence `never`). The PGlite driver returns the same row shapes; the cast unifies the two drizzle flavours under one type.
    db: drizzlePglite(client as never, { schema }) as unknown as Db,
    exec: async (script) => {
      await client.exec(script);
    },
    withAdvisoryLock: <T>(key: number, work: () => Promise<T>): Promise<T> => {
      const run = lockChain.then(async () => {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      });
      lockChain = run.catch(() => undefined);
      return run;
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      // PGlite's query() takes one statement; exec() takes a script.
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => client.close(),
  };
}
