// The product's background work, wired once for both places it runs: inside the server (JOB_WORKERS=server, the
// default) and in the separate worker process (src/worker.ts). A server with JOB_WORKERS=off still sends jobs.
import type { Config } from '../config';
import type { Database } from '../db/client';
import { registerSyncJobs } from '../modules/youtube-sync/jobs';
import type { YouTubeSyncService } from '../modules/youtube-sync/service';
import { JobRunner, type JobLog } from './job-runner';

export interface BackgroundJobs {
  runner: JobRunner;
  youtube: YouTubeSyncService;
  /** Queues a sync of one member's channel now (after a connect); a no-op before start(). */
  syncMemberSoon(channelId: number): Promise<void>;
  /** Creates the queues, schedules the recurring jobs and starts the workers when this process works them. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Runs `fn` at the end of start() (schedules of other modules, which need the started runner). */
  onStarted(fn: () => Promise<void>): void;
  /** Runs the sync sweep now (tests and the development "sync now"). */
  sweepNow(): Promise<void>;
  /** Runs one member-sync job's step as the worker would (tests). */
  runMemberJob(channelId: number): Promise<void>;
}

export function createBackgroundJobs(opts: {
  config: Config; database: Database; youtube: YouTubeSyncService; log: JobLog; work: boolean;
}): BackgroundJobs {
  const runner = new JobRunner({ database: opts.database, log: opts.log, work: opts.work });
  const { youtube } = opts;
  const syncJobs = registerSyncJobs(runner, youtube, { memberIntervalMs: opts.config.youtubeSync.memberIntervalMs });
  let started = false;
  const startedHooks: (() => Promise<void>)[] = [];
  return {
    runner,
    youtube,
    async syncMemberSoon(channelId) {
      if (started) await syncJobs.syncMemberSoon(channelId);
    },
    async start() {
      await runner.start();
      await syncJobs.schedule();
      for (const fn of startedHooks) await fn();
      started = true;
    },
    onStarted: (fn) => void startedHooks.push(fn),
    stop: () => runner.stop(),
    sweepNow: () => syncJobs.sweep(),
    runMemberJob: (channelId) => syncJobs.memberJob({ channelId }),
  };
}
