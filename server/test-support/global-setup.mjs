// Starts one Auth emulator for all server test files; workers inherit its address through the environment.
// Meanwhile builds the migrated PGlite dump that test databases start from (pglite-template.ts), kept in .cache/
// under a hash of what it depends on (the migrations, the migration runner, the database client, PGlite's version).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from '../../tooling/firebase/auth-emulator.mjs';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = path.resolve(SERVER, '..', '.cache');

function templateKey() {
  const hash = createHash('sha256');
  const migrations = path.join(SERVER, 'src/db/migrations');
  const files = [
    ...readdirSync(migrations).sort().map((f) => path.join(migrations, f)),
    path.join(SERVER, 'src/db/migrate.ts'), path.join(SERVER, 'src/db/client.ts'),
    // The package's manifest is not exported: found beside its dist/ folder.
    path.join(path.dirname(createRequire(path.join(SERVER, 'package.json')).resolve('@electric-sql/pglite')), '..', 'package.json'),
  ];
  for (const f of files) hash.update(path.basename(f)).update(readFileSync(f));
  return hash.digest('hex').slice(0, 16);
}

/** The dump's path, built now unless an identical one exists; null (databases start empty) when the build fails. */
async function pgliteTemplate() {
  const file = path.join(CACHE, `pglite-template-${templateKey()}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(CACHE, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test-support/make-pglite-template.ts', partial], { cwd: SERVER, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', () => resolve(-1));
    child.on('exit', (c) => resolve(c));
  });
  if (code !== 0) {
    rmSync(partial, { force: true });
    console.warn('The migrated PGlite template could not be built: test databases start empty (slower).');
    return null;
  }
  renameSync(partial, file);
  return file;
}

export default async function globalSetup() {
  const [emulator, template] = await Promise.all([startAuthEmulator(), pgliteTemplate()]);
  globalThis.__collabhubAuthEmulator = emulator;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.COLLABHUB_TEST_AUTH_EMULATOR_HOST = emulator.host;
  if (template) process.env.COLLABHUB_TEST_PGLITE_TEMPLATE = template;
}
