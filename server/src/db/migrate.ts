// Applies the committed SQL migrations in file-name order, each once, recording them in schema_migrations.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SERVER_ROOT } from '../paths';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src', 'db', 'migrations');

export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
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
