// Entry point: config, database (migrate, seed on first run), HTTP server, graceful shutdown.
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed/seed';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`CollabHub cannot start. ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, db: database });
  const ran = await migrate(database);
  if (ran.length > 0) app.log.info({ migrations: ran }, 'database migrated');
  const seeded = await seedIfEmpty(database, app.chat, {
    channels: config.seedChannels,
    log: (msg) => app.log.info(msg),
  });
  if (seeded) app.log.info(`seeded ${config.seedChannels} channels`);
  await app.jobs.start();
  // Development: every email the product sends lands in an in-process mail catcher, shown at /dev/inbox.
  if (!config.isProduction && config.email.enabled && !config.email.smtp) {
    const smtpPort = await app.email.startDevInbox();
    app.log.info(`development inbox: ${config.publicUrl}/dev/inbox (SMTP catcher on 127.0.0.1:${smtpPort})`);
  }
  app.log.info(config.jobWorkers === 'server' ? 'background jobs: working in this process' : 'background jobs: sent only (JOB_WORKERS=off)');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`CollabHub is running at ${config.publicUrl}`);
}

main().catch((err: unknown) => {
  console.error('CollabHub failed to start:', err);
  process.exit(1);
});
