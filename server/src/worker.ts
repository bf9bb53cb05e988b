// The background worker process for production: works every job queue the server would work in-process (YouTube
// sync, email, saved-search alerts: jobs/product-jobs.ts) without serving HTTP. Run it beside servers started with
// JOB_WORKERS=off:
//   node dist/worker.js
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { createWorkerJobs } from './jobs/worker-jobs';

const log = {
  info: (obj: object, msg?: string) => console.log(JSON.stringify({ level: 'info', msg, ...obj })),
  warn: (obj: object, msg?: string) => console.warn(JSON.stringify({ level: 'warn', msg, ...obj })),
  error: (obj: object, msg?: string) => console.error(JSON.stringify({ level: 'error', msg, ...obj, err: String((obj as { err?: unknown }).err ?? '') })),
};

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`CollabHub worker cannot start. ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase(config);
  await migrate(database);
  // Notifications created here are stored; members' open pages see them on their next read.
  const jobs = createWorkerJobs({ config, database, log });
  await jobs.start();
  log.info({}, 'CollabHub worker started');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker stopping: finishing running jobs');
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('CollabHub worker failed to start:', err);
  process.exit(1);
});
