// Writes the migrated PGlite dump (pglite-template.ts) to the path given: run once per test run by global-setup.mjs.
import { writeFileSync } from 'node:fs';
import { buildPgliteTemplate } from './pglite-template';

const target = process.argv[2];
if (!target) throw new Error('usage: make-pglite-template.ts <file>');
buildPgliteTemplate().then((bytes) => writeFileSync(target, bytes)).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
