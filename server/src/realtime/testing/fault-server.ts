// A server process for the fault test: the real app on DATABASE_URL at PORT, printing READY once it listens.
// The test SIGKILLs and restarts it; nothing here tries to shut down gracefully on purpose.
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_ROOT: '/nonexistent-web-root' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
  const app = await buildApp({ config, db: database, logger: false });
  await app.listen({ port: config.port, host: '127.0.0.1' });
  process.stdout.write('READY\n');
}

main().catch((err: unknown) => {
  process.stderr.write(`fault server failed: ${String(err)}\n`);
  process.exit(1);
});
