// Runs one of the server's command-line programs from its build: `npm run seed -- --channels 1000000`,
// `npm run bench` (throughput), `npm run bench:latency`, `npm run bench:chat`, `npm run bench:soak`.
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildAll } from './lib/build.mjs';
import { run } from './lib/run.mjs';
import { ROOT } from './lib/workspace.mjs';

const SCRIPTS = {
  seed: 'server/dist/db/seed/cli.js',
  bench: 'server/dist/bench/throughput-bench.js',
  'bench-latency': 'server/dist/bench/api-bench.js',
  'bench-chat': 'server/dist/realtime/bench/chat-bench.js',
  'bench-soak': 'server/dist/bench/soak.js',
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
const flags = ['--enable-source-maps', ...(NODE_FLAGS[name] ?? [])];
const { code } = await run(process.execPath, [...flags, path.join(ROOT, SCRIPTS[name]), ...args]);
process.exit(code);
