// Runs one of the server's command-line programs: `npm run seed -- --channels 1000000` from the build;
// `npm run bench` (throughput), `bench:discovery`, `bench:latency`, `bench:chat`, `bench:soak`, `bench:idle`, `bench:fit` from source through tsx (benchmarks
// stay out of the production build).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildAll } from './lib/build.mjs';
import { run } from './lib/run.mjs';
import { ROOT } from './lib/workspace.mjs';

const SCRIPTS = {
  seed: 'server/dist/db/seed/cli.js',
  bench: 'server/src/bench/throughput-bench.ts',
  'bench-discovery': 'server/src/bench/discovery-random-bench.ts',
  'bench-latency': 'server/src/bench/api-bench.ts',
  'bench-chat': 'server/src/realtime/bench/chat-bench.ts',
  'bench-soak': 'server/src/bench/soak.ts',
  'bench-idle': 'server/src/realtime/bench/idle-sessions-bench.ts',
  'bench-fit': 'server/src/bench/fit-bench.ts',
};
/** Node flags per script: the soak samples memory after forced garbage collection. */
const NODE_FLAGS = { 'bench-soak': ['--expose-gc'] };
const [name, ...args] = process.argv.slice(2);
if (!SCRIPTS[name]) {
  console.error(`unknown script ${name}; one of ${Object.keys(SCRIPTS).join(', ')}`);
  process.exit(2);
}
await ensureInstalled();
await buildAll();
const script = path.join(ROOT, SCRIPTS[name]);
// tsx is a dev dependency of the server; `--import` makes Node load the TypeScript sources directly.
const tsx = script.endsWith('.ts') ? ['--import', createRequire(path.join(ROOT, 'server/package.json')).resolve('tsx')] : [];
const flags = ['--enable-source-maps', ...(NODE_FLAGS[name] ?? []), ...tsx];
const { code } = await run(process.execPath, [...flags, script, ...args]);
process.exit(code);
