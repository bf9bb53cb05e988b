// Builds what changed: shared-api and the server with tsc, the shell and each remote with webpack (then
// precompressed: brotli and gzip copies of every text asset, served as they are).
// Each build writes a stamp (hash of its inputs) into its dist folder; an unchanged input skips the build.
import { createRequire } from 'node:module';
import path from 'node:path';
import { precompressDir } from './precompress.mjs';
import { hashPaths, readStamp, writeStamp } from './stamp.mjs';
import { runOrThrow } from './run.mjs';
import { ROOT, WEB_PACKAGES, SHARED_SOURCES } from './workspace.mjs';

const require = createRequire(path.join(ROOT, 'tooling', 'package.json'));
const stampOf = (pkg) => path.join(ROOT, pkg, 'dist', '.build-stamp');

function inputsOf(pkg) {
  const common = ['pnpm-lock.yaml', 'tooling/typescript'];
  if (pkg === 'shared-api') return [...common, 'shared-api/src', 'shared-api/tsconfig.build.json', 'shared-api/package.json'];
  if (pkg === 'server') return [...common, 'server/src', 'server/tsconfig.build.json', 'server/package.json', 'shared-api/src'];
  return [...common, `${pkg}/src`, `${pkg}/public`, `${pkg}/webpack.config.cjs`, `${pkg}/package.json`, ...SHARED_SOURCES];
}

async function buildOne(pkg, { force, log }) {
  const hash = hashPaths(inputsOf(pkg));
  if (!force && readStamp(stampOf(pkg)) === hash) return false;
  const started = Date.now();
  if (pkg === 'shared-api' || pkg === 'server') {
    const tsc = require.resolve('typescript/bin/tsc', { paths: [ROOT] });
    await runOrThrow(process.execPath, [tsc, '-p', path.join(ROOT, pkg, 'tsconfig.build.json')], { quiet: true });
  } else {
    const cli = require.resolve('webpack-cli/bin/cli.js');
    await runOrThrow(process.execPath, [cli, '--mode', 'production', '-c', 'webpack.config.cjs'],
      { cwd: path.join(ROOT, pkg), quiet: true, env: { ...process.env, NODE_ENV: 'production' } });
    await precompressDir(path.join(ROOT, pkg, 'dist'));
  }
  writeStamp(stampOf(pkg), hash);
  log(`  built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** Runs at most `limit` builds at once (two cores: two webpack builds). */
async function pool(items, limit, fn) {
  const queue = [...items];
  await Promise.all(Array.from({ length: limit }, async () => {
    while (queue.length) await fn(queue.shift());
  }));
}

export async function buildAll({ force = false, log = console.log } = {}) {
  const started = Date.now();
  let built = 0;
  log(force ? 'Building everything…' : 'Building what changed…');
  for (const pkg of ['shared-api', 'server']) if (await buildOne(pkg, { force, log })) built += 1;
  await pool(WEB_PACKAGES, 2, async (pkg) => { if (await buildOne(pkg, { force, log })) built += 1; });
  log(built ? `Build done in ${((Date.now() - started) / 1000).toFixed(1)} s` : 'Build up to date.');
  return built;
}
