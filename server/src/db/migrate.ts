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
    ran.push(file);
  }
  return ran;
}
