// Applies the committed SQL migrations in file-name order, each once, recording them in schema_migrations.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SERVER_ROOT } from '../paths';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src', 'db', 'migrations');

/** The advisory-lock key of the migration step ("CHMI"): instances starting together migrate one at a time. */
export const MIGRATION_LOCK_KEY = 0x43484d49;

/**
 * Migrates under an advisory lock held for the whole step: the first instance applies what is missing, the others
 * wait and then find nothing to do (CREATE EXTENSION/TABLE IF NOT EXISTS alone races on the catalogs).
 */
export function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  return database.withAdvisoryLock(MIGRATION_LOCK_KEY, () => applyMigrations(database, dir));
}

/**
 * The tables a migration names in a `-- vacuum after: a, b` line. A migration that rewrites a table (a stored
 * generated column, a type change) leaves its visibility map empty: every index-only scan, which discovery is built
 * on, then reads the table too until a vacuum. VACUUM cannot run in the migration's transaction, so it runs right
 * after the commit (were the process stopped in between, autovacuum would get to the table later).
 */
export function vacuumAfter(script: string): string[] {
  const tables = [...script.matchAll(/^-- vacuum after: (.+)$/gm)].flatMap((m) => m[1]!.split(',').map((t) => t.trim()));
  for (const t of tables) if (!/^[a-z_][a-z0-9_]*$/.test(t)) throw new Error(`vacuum after: not a table name: ${t}`);
  return tables;
}

async function applyMigrations(database: Database, dir: string): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name varchar(200) PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = await database.db.execute<{ name: string }>(sql`select name from schema_migrations`);
  const applied = new Set(done.rows.map((r) => r.name));
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const script = readFileSync(path.join(dir, file), 'utf8');
    const escaped = file.replace(/'/g, "''");
    // One script per migration, wrapped so a failure leaves nothing half-applied.
    await database.exec(`BEGIN;\n${script}\n;INSERT INTO schema_migrations (name) VALUES ('${escaped}');\nCOMMIT;`);
    for (const table of vacuumAfter(script)) await database.exec(`VACUUM (ANALYZE) ${table}`);
    ran.push(file);
  }
  return ran;
}
