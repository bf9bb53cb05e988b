// A migrated PGlite data directory that test databases start from. Starting PGlite from an empty directory runs
// initdb (about 4 s of WebAssembly on the CI machine) and then every migration (0.6 s); loading a dump of a
// migrated directory takes about 1.7 s. The server's jest global setup (global-setup.mjs) builds the dump once
// per run (make-pglite-template.ts) and names it in COLLABHUB_TEST_PGLITE_TEMPLATE. Without it (a test run without
// the global setup, or a failed build) databases start empty and are migrated as before: slower, never different.
import { readFileSync } from 'node:fs';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

/** Named by global-setup.mjs. */
const TEMPLATE_ENV = 'COLLABHUB_TEST_PGLITE_TEMPLATE';

let loaded: Blob | null | undefined;

/** The migrated data directory's dump, read once per test file; undefined when there is none. */
export function pgliteTemplate(): Blob | undefined {
  if (loaded === undefined) {
    const file = process.env[TEMPLATE_ENV];
    loaded = file ? new Blob([readFileSync(file)]) : null;
  }
  return loaded ?? undefined;
}

/** Builds the dump: an empty in-memory database, migrated, checkpointed, its data directory dumped uncompressed. */
export async function buildPgliteTemplate(): Promise<Uint8Array> {
  const database = await openDatabase({ pgliteDataDir: 'memory://' });
  try {
    await migrate(database);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    await database.exec('CHECKPOINT');
    // Uncompressed: loading a gzip dump took 2.6-3.0 s against 1.7-1.8 s.
    return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await database.close();
  }
}
