// Drift check: reads every built */dist/mf-manifest.json and exits non-zero, listing the mismatches, when a
// shared package's version or singleton flag differs from the pnpm catalog / workspace versions.
// Usage: node tooling/federation/check-manifests.mjs   (after building the shell and the remotes)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { WORKSPACE_ROOT } = require('./catalog.cjs');
const { expectedSharedVersions } = require('./shared-deps.cjs');
const { findManifestDrift, formatDrift } = require('./manifest-drift.cjs');

const expected = expectedSharedVersions();
const manifests = readdirSync(WORKSPACE_ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'node_modules')
  .map((d) => path.join(WORKSPACE_ROOT, d.name, 'dist', 'mf-manifest.json'))
  .filter((file) => existsSync(file));

if (manifests.length === 0) {
  console.error('No */dist/mf-manifest.json found. Build the shell and the remotes first.');
  process.exit(1);
}

const problems = manifests.flatMap((file) => {
  const label = path.relative(WORKSPACE_ROOT, file);
  try {
    return findManifestDrift(JSON.parse(readFileSync(file, 'utf8')), expected, label);
  } catch (err) {
    return [{ manifest: label, shared: '-', problem: `unreadable: ${err.message}` }];
  }
});

if (problems.length > 0) {
  console.error(`Shared dependency drift in ${manifests.length} manifest(s):\n${formatDrift(problems)}`);
  process.exit(1);
}
console.log(`Shared dependencies match the catalog in ${manifests.length} manifest(s).`);
