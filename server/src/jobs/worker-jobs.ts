// The separate worker process's jobs (worker.ts): the same background services, and so the same queues, as a server
// working them in-process, with this process working every one.
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createBackgroundServices } from '../services';
import type { BackgroundJobs } from './background';
import type { JobLog } from './job-runner';

export function createWorkerJobs(opts: { config: Config; database: Database; log: JobLog }): BackgroundJobs {
  return createBackgroundServices({ ...opts, work: true }).jobs;
}
