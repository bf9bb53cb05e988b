// A worker process for the job runner's restart test: it opens the database named by its environment, works the
// 'probe' queue, and (with PROBE_SEND) queues one probe job. The first attempt of a probe records itself and then
// hangs, so the test can SIGKILL the process mid-job; a later attempt records that it finished.
import { openDatabase } from '../../src/db/client';
import { JobRunner } from '../../src/jobs/job-runner';

interface Probe {
  label: string;
}

async function main(): Promise<void> {
  const database = await openDatabase({
    databaseUrl: process.env.PROBE_DATABASE_URL || undefined,
    pgliteDataDir: process.env.PROBE_PGLITE_DIR ?? 'memory://',
  });
  await database.exec(
    'CREATE TABLE IF NOT EXISTS job_probe_runs (job_id text NOT NULL, attempt int NOT NULL, pid int NOT NULL, finished boolean NOT NULL)',
  );
  const log = { info: () => {}, warn: () => {}, error: (o: object) => console.error(JSON.stringify(o)) };
  const runner = new JobRunner({ database, log, work: true, maintenanceIntervalSeconds: 1 });
  runner.register<Probe>('probe', async (job) => {
    await database.executeSql('INSERT INTO job_probe_runs VALUES ($1, $2, $3, $4)', [job.id, job.retryCount, process.pid, false]);
    if (job.retryCount === 0) {
      console.log(`STARTED ${job.id}`);
      await new Promise(() => {}); // held until the process is killed
    }
    await database.executeSql('UPDATE job_probe_runs SET finished = true WHERE job_id = $1 AND attempt = $2', [job.id, job.retryCount]);
    console.log(`DONE ${job.id}`);
  }, { expireInSeconds: 2, retryLimit: 3, retryDelaySeconds: 1, retryBackoff: false, pollingIntervalSeconds: 0.5 });
  await runner.start();
  if (process.env.PROBE_SEND) console.log(`SENT ${await runner.send<Probe>('probe', { label: process.env.PROBE_SEND })}`);
  console.log('READY');
  process.on('SIGTERM', () => {
    void (async () => {
      await runner.stop(5_000);
      await database.close();
      console.log('STOPPED');
      process.exit(0);
    })();
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
