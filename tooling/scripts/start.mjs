// `npm start`: install (pinned pnpm) and build only what changed, start the Firebase Auth emulator and the
// server on one port, print the URL, and stop every child on Ctrl-C.
import { ensureInstalled } from './lib/install.mjs';
import { buildAll } from './lib/build.mjs';
import { startStack } from './lib/stack.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`CollabHub needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8080);
let stack = null;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping CollabHub…');
  await stack?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  await ensureInstalled();
  await buildAll();
  stack = await startStack({ port });
  stack.server.on('exit', (code) => { if (!stopping) { console.error(`The server stopped (exit code ${code}).`); void shutdown(code ?? 1); } });
  console.log(`\n  CollabHub is running at ${stack.url}\n  Press Ctrl-C to stop.\n`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await stack?.stop();
  process.exit(1);
}
