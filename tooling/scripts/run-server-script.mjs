// Runs one of the server's command-line programs from its build: `npm run seed -- --channels 1000000`,
// `npm run bench`, `npm run bench:chat`, `npm run bench:idle`.
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildAll } from './lib/build.mjs';
import { run } from './lib/run.mjs';
import { ROOT } from './lib/workspace.mjs';

const SCRIPTS = {
  seed: 'server/dist/db/seed/cli.js',
  bench: 'server/dist/bench/api-bench.js',
  'bench-chat': 'server/dist/realtime/bench/chat-bench.js',
  'bench-idle': 'server/dist/realtime/bench/idle-sessions-bench.js',
};
const [name, ...args] = process.argv.slice(2);
if (!SCRIPTS[name]) {
  console.error(`unknown script ${name}; one of ${Object.keys(SCRIPTS).join(', ')}`);
  process.exit(2);
}
await ensureInstalled();
await buildAll();
const { code } = await run(process.execPath, ['--enable-source-maps', path.join(ROOT, SCRIPTS[name]), ...args]);
process.exit(code);
