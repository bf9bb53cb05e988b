// Entry point: config, database (migrate under a lock; seed on first run where allowed), HTTP server, metrics
// listener, graceful shutdown.
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed/seed';
import { gracefulShutdown } from './ops/graceful-shutdown';
import { startMetricsServer } from './ops/metrics-server';
import { localAddresses, startBanner } from './start-banner';

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
  // The demo data set only where asked: never into a production database unless SEED_ON_START=true.
  const seeded = config.operations.seedOnStart && await seedIfEmpty(database, app.chat, {
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

  const metricsServer = config.operations.metrics
    ? await startMetricsServer(app.metrics, config.operations.metrics)
    : null;
  const shutdown = gracefulShutdown(app, database, {
    drainDelayMs: config.operations.drainDelayMs,
    timeoutMs: config.operations.shutdownTimeoutMs,
    alsoClose: metricsServer ? [() => new Promise((r) => metricsServer.close(r))] : [],
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ addresses: localAddresses(config) }, startBanner(localAddresses(config)));
}

main().catch((err: unknown) => {
  console.error('CollabHub failed to start:', err);
  process.exit(1);
});
