// A server process for the fault test: the real app on DATABASE_URL. It loads and builds everything, prints
// WARM, and only starts listening on PORT when it reads "listen" on stdin, then prints READY: the test warms the
// replacement while the current server still runs, so a SIGKILL is followed by a restart within milliseconds.
// Nothing here shuts down gracefully on purpose.
import { createInterface } from 'node:readline';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_ROOT: '/nonexistent-web-root' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
  const app = await buildApp({ config, db: database, logger: false });
  await app.ready();
  process.stdout.write('WARM\n');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (line.trim() !== 'listen') continue;
    await app.listen({ port: config.port, host: '127.0.0.1' });
    process.stdout.write('READY\n');
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`fault server failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
