// The product's one background job runner: pg-boss (a maintained PostgreSQL queue) on the database the server already
// has. The same adapter serves PGlite and PostgreSQL, through pg-boss's `db` option, so jobs commit in the product's
// database and survive restarts. Handlers are registered per queue; whether this process also works the queues
// (or only sends) is the caller's choice, so production can run workers in their own process.
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

export interface JobLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface QueueSettings {
  /** Attempts after the first one (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30); doubled each time with backoff. */
  retryDelaySeconds?: number;
  /** Exponential backoff between retries (default true). */
  retryBackoff?: boolean;
  /** A job still active after this long is failed (and retried): a worker that died holds nothing forever. */
  expireInSeconds?: number;
  /**
   * 'standard': every send is a job. 'stately': at most one job waiting and one running per singleton key, so a
   * second send of a key that is already queued is dropped.
   */
  policy?: 'standard' | 'stately';
  /** Jobs one worker of this queue takes at a time (default 1). */
  batchSize?: number;
  /** How often an idle worker looks for work (default 2 s). */
  pollingIntervalSeconds?: number;
}

export interface SendOptions {
  /** Deduplicates: with a 'stately' queue, or with `singletonSeconds`, one job per key. */
  singletonKey?: string;
  /** One job per key within each window of this many seconds. */
  singletonSeconds?: number;
  /** Run no earlier than this. */
  startAfter?: Date | number;
}

export interface JobContext<T> {
  id: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<void>;

export interface JobRunnerOptions {
  database: Database;
  log: JobLog;
  /** Work the registered queues in this process (false: only send and schedule). */
  work: boolean;
  /** How often pg-boss fails expired jobs and archives old ones (default 60 s; tests use less). */
  maintenanceIntervalSeconds?: number;
}

interface Registration {
  name: string;
  settings: QueueSettings;
  handler: JobHandler<unknown>;
}

/** Advisory lock key of the job queue's set-up (any constant other than the migrations' key). */
const JOB_SETUP_LOCK_KEY = 0x436a6f62; // 'Cjob'

export class JobRunner {
  private readonly boss: PgBoss;
  private readonly registrations = new Map<string, Registration>();
  private started = false;
  private stopping: Promise<void> | null = null;

  constructor(private readonly opts: JobRunnerOptions) {
    const db = opts.database;
    this.boss = new PgBoss({
      // pg-boss's own `db` seam: it sends its statements through the product's connection (PGlite or a pg pool).
      db: { executeSql: (text: string, values: unknown[]) => db.executeSql(text, values) },
      schema: 'pgboss',
      supervise: true,
      schedule: true,
      maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 60,
      // Finished jobs are kept a week for inspection, then deleted.
      deleteAfterDays: 7,
    });
    this.boss.on('error', (err: unknown) => opts.log.error({ err }, 'job runner error'));
  }

  /** Declares a queue and its handler; call before start(). */
  register<T>(name: string, handler: JobHandler<T>, settings: QueueSettings = {}): void {
    if (this.started) throw new Error(`queue ${name} registered after start`);
    this.registrations.set(name, { name, settings, handler: handler as JobHandler<unknown> });
  }

  /** The registered queues' names, in registration order. */
  get queues(): string[] {
    return [...this.registrations.keys()];
  }

  get isWorking(): boolean {
    return this.opts.work;
  }

  /** Creates pg-boss's schema (first run), the registered queues, and starts their workers when `work` is set. */
  async start(): Promise<void> {
    if (this.started) return;
    // Several instances starting together would deadlock in pg-boss's queue creation (each inserts queue rows and
    // creates their partitions): one instance at a time, under an advisory lock of its own.
    await this.opts.database.withAdvisoryLock(JOB_SETUP_LOCK_KEY, async () => {
      await this.boss.start();
      for (const r of this.registrations.values()) {
        const s = r.settings;
        const queue = {
          name: r.name,
          policy: s.policy ?? 'standard',
          retryLimit: s.retryLimit ?? 3,
          retryDelay: s.retryDelaySeconds ?? 30,
          retryBackoff: s.retryBackoff ?? true,
          expireInSeconds: s.expireInSeconds ?? 15 * 60,
        };
        // createQueue keeps an existing queue as it is; updateQueue applies changed settings.
        await this.boss.createQueue(r.name, queue);
        await this.boss.updateQueue(r.name, queue);
      }
    });
    this.started = true;
    if (!this.opts.work) return;
    for (const r of this.registrations.values()) {
      await this.boss.work(
        r.name,
        {
          batchSize: r.settings.batchSize ?? 1,
          pollingIntervalSeconds: r.settings.pollingIntervalSeconds ?? 2,
          includeMetadata: true,
        },
        async (jobs) => {
          // A throw fails the whole batch: batches are of one job unless the queue asks for more.
          for (const job of jobs) {
            const retryCount = job.retryCount;
            try {
              await r.handler({ id: job.id, data: job.data, retryCount });
            } catch (err) {
              this.opts.log.warn({ err, queue: r.name, jobId: job.id, retryCount }, 'job failed');
              throw err;
            }
          }
        },
      );
    }
  }

  /** Queues a job; resolves with its id, or null when a singleton key dropped it. */
  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    this.assertKnown(name);
    return this.boss.send(name, data, {
      ...(options.singletonKey !== undefined ? { singletonKey: options.singletonKey } : {}),
      ...(options.singletonSeconds !== undefined ? { singletonSeconds: options.singletonSeconds } : {}),
      ...(options.startAfter !== undefined ? { startAfter: new Date(options.startAfter) } : {}),
    });
  }

  /** A recurring job (cron in UTC); one schedule per queue and key, kept in the database. */
  async schedule<T extends object>(name: string, cron: string, data: T, key?: string): Promise<void> {
    this.assertKnown(name);
    await this.boss.schedule(name, cron, data, { tz: 'UTC', ...(key ? { key } : {}) });
  }

  /** Stops taking jobs, waits up to `timeoutMs` for running ones, then stops. Safe to call twice. */
  stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return Promise.resolve();
    this.stopping ??= this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    return this.stopping;
  }

  /** The state of one job (for tests and diagnostics). */
  async jobState(name: string, id: string): Promise<{ state: string; retryCount: number } | null> {
    const job = await this.boss.getJobById(name, id);
    return job ? { state: job.state, retryCount: job.retryCount } : null;
  }

  private assertKnown(name: string): void {
    if (!this.registrations.has(name)) throw new Error(`unknown job queue: ${name}`);
  }
}
