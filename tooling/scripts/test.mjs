// `npm test`: lint, typecheck, every package's jest tests (server on PGlite, and on PostgreSQL when DATABASE_URL
// is set), the production build, the Module Federation manifest drift check and the Playwright e2e suite.
// Ends with one line `N passed, N failed` summing every suite; exits non-zero on any failure.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildAll } from './lib/build.mjs';
import { run } from './lib/run.mjs';
import { ROOT } from './lib/workspace.mjs';
import { typecheckAll } from './typecheck.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
/** The path of a package's CLI script, from its package.json `bin` (deep paths may not be exported). */
function bin(pkg, name = pkg.split('/').pop()) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const rel = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name] ?? Object.values(manifest.bin)[0];
  return path.join(path.dirname(manifestPath), rel);
}
const CACHE = path.join(ROOT, '.cache');
mkdirSync(CACHE, { recursive: true });

const suites = []; // { name, passed, failed }
const record = (name, passed, failed) => {
  suites.push({ name, passed, failed });
  console.log(`\n== ${name}: ${passed} passed, ${failed} failed\n`);
};
const only = process.argv.slice(2);
const wanted = (stage) => only.length === 0 || only.includes(stage);

async function stage(name, fn) {
  try {
    await fn();
  } catch (err) {
    console.error(`${name} could not run: ${err instanceof Error ? err.stack : err}`);
    record(name, 0, 1);
  }
}

await stage('install', async () => { await ensureInstalled(); });

if (wanted('lint')) await stage('lint', async () => {
  const res = await run(process.execPath, [bin('eslint'), '.', '--max-warnings=0']);
  record('lint', res.code === 0 ? 1 : 0, res.code === 0 ? 0 : 1);
});

if (wanted('typecheck')) await stage('typecheck', async () => {
  const results = await typecheckAll();
  record('typecheck', results.filter((r) => r.ok).length, results.filter((r) => !r.ok).length);
});

if (wanted('unit')) await stage('jest', async () => {
  const out = path.join(CACHE, 'jest-results.json');
  rmSync(out, { force: true });
  await run(process.execPath, [bin('jest'), '--ci', '--json', `--outputFile=${out}`, '--maxWorkers=2'],
    { env: { ...process.env, FORCE_COLOR: '0' } });
  if (!existsSync(out)) throw new Error('jest wrote no results');
  const r = JSON.parse(readFileSync(out, 'utf8'));
  // A suite that fails to load has no test results: count it as a failure too.
  const brokenSuites = r.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length;
  record('jest', r.numPassedTests, r.numFailedTests + brokenSuites);
});

// CI also runs part of the server's suite on the current LTS (Node 24, the npm registry's `node` package through
// npx), so moving the runtime is a one-line change. A representative subset (configuration, migrations under the
// lock, the STOMP protocol, cross-instance order, metrics, draining, the app's routes): the whole server suite a
// second time would not fit the CI time budget.
const NODE24_SUBSET = [
  'server/src/config', 'server/src/db/migrate', 'server/src/realtime/stomp-protocol',
  'server/src/realtime/cross-instance-order', 'server/src/ops/metrics', 'server/src/ops/graceful-shutdown', 'server/src/app.test',
];
if (wanted('unit') && process.env.CI === 'true') await stage('jest on Node 24', async () => {
  const out = path.join(CACHE, 'jest-node24-results.json');
  rmSync(out, { force: true });
  // The paths first: --selectProjects takes every value that follows it.
  await run('npx', ['-y', 'node@24', bin('jest'), ...NODE24_SUBSET, '--ci', '--json', `--outputFile=${out}`, '--maxWorkers=2',
    '--selectProjects', 'server'], { env: { ...process.env, FORCE_COLOR: '0' } });
  if (!existsSync(out)) throw new Error('jest on Node 24 wrote no results');
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const brokenSuites = r.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length;
  record('jest on Node 24', r.numPassedTests, r.numFailedTests + brokenSuites);
});

let built = false;
if (wanted('build') || wanted('e2e')) await stage('build', async () => {
  await buildAll();
  built = true;
  record('build', 1, 0);
});

if (wanted('build') && built) await stage('federation manifests', async () => {
  const res = await run(process.execPath, [path.join(ROOT, 'tooling/federation/check-manifests.mjs')]);
  record('federation manifests', res.code === 0 ? 1 : 0, res.code === 0 ? 0 : 1);
});

if (wanted('e2e') && built) await stage('e2e', async () => {
  const out = path.join(CACHE, 'e2e-results.json');
  rmSync(out, { force: true });
  await run(process.execPath, [bin('@playwright/test', 'playwright'), 'test', '-c', 'e2e/playwright.config.ts'],
    { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out } });
  if (!existsSync(out)) throw new Error('playwright wrote no results');
  const { stats, errors = [] } = JSON.parse(readFileSync(out, 'utf8'));
  // Errors outside tests (global setup, a file that fails to load) count as failures, as does a run of nothing.
  const ran = stats.expected + stats.flaky + stats.unexpected;
  record('e2e', stats.expected + stats.flaky, stats.unexpected + errors.length + (ran === 0 && errors.length === 0 ? 1 : 0));
});

const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
console.log('\nSummary');
for (const s of suites) console.log(`  ${s.failed ? 'FAIL' : 'ok  '} ${s.name}: ${s.passed} passed, ${s.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
