import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase, type ScratchDatabase } from '../../test-support/scratch-database';
import { backends } from '../../test-support/test-app';
import { JobRunner } from './job-runner';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const CHILD = path.join(__dirname, '../../test-support/jobs/worker-child.ts');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves when `predicate` holds, polling every 100 ms; fails after `ms`. */
async function until(predicate: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(100);
  }
}

interface Child {
  process: ChildProcess;
  output: string[];
  waitFor(prefix: string, ms?: number): Promise<string>;
  exited: Promise<number | null>;
}

function startChild(env: Record<string, string>): Child {
  // tsx is the server package's own dependency: resolve it from here, whatever folder jest was started in.
  const child = spawn(process.execPath, ['--conditions=source', '--import', require.resolve('tsx'), CHILD], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => output.push(...chunk.split('\n').filter(Boolean)));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => output.push(`stderr: ${chunk}`));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    process: child,
    output,
    exited,
    async waitFor(prefix, ms = 60_000) {
      await until(() => output.some((l) => l.startsWith(prefix)), ms).catch(() => {
        throw new Error(`child never printed ${prefix}; output:\n${output.join('\n')}`);
      });
      return output.find((l) => l.startsWith(prefix)) as string;
    },
  };
}

describe.each(backends())('job runner on %s', (backend) => {
  /** A fresh database for this backend: a scratch PostgreSQL database, or an embedded one in a folder or memory. */
  async function freshLocation(onDisk: boolean): Promise<{ env: Record<string, string>; open(): Promise<Database>; drop(): Promise<void> }> {
    if (backend === 'postgres') {
      const scratch: ScratchDatabase = await createScratchDatabase(process.env.DATABASE_URL as string, { migrated: false });
      return {
        env: { PROBE_DATABASE_URL: scratch.url },
        open: () => openDatabase({ databaseUrl: scratch.url, pgliteDataDir: 'memory://' }),
        drop: () => scratch.drop(),
      };
    }
    const dir = onDisk ? mkdtempSync(path.join(tmpdir(), 'collabhub-jobs-')) : 'memory://';
    return {
      env: { PROBE_PGLITE_DIR: dir },
      open: () => openDatabase({ pgliteDataDir: dir }),
      drop: async () => {
        if (onDisk) rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  it('finishes a job exactly once after its worker process is SIGKILLed mid-job and a new one starts', async () => {
    const location = await freshLocation(true);
    try {
      const first = startChild({ ...location.env, PROBE_SEND: 'restart' });
      const started = await first.waitFor('STARTED');
      const jobId = started.split(' ')[1];
      first.process.kill('SIGKILL');
      expect(await first.exited).toBeNull();

      const second = startChild(location.env);
      await second.waitFor(`DONE ${jobId}`);
      await sleep(2_500); // more maintenance and polling rounds: nothing may run it again
      second.process.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(second.output).toContain('STOPPED');

      const database = await location.open();
      try {
        const runs = await database.executeSql('SELECT attempt, finished, pid FROM job_probe_runs ORDER BY attempt');
        const rows = runs.rows as { attempt: number; finished: boolean; pid: number }[];
        expect(rows.map((r) => [r.attempt, r.finished])).toEqual([[0, false], [1, true]]);
        expect(rows[0]?.pid).toBe(first.process.pid);
        expect(rows[1]?.pid).toBe(second.process.pid);
        const job = await database.executeSql('SELECT state FROM pgboss.job WHERE id = $1', [jobId]);
        const archived = await database.executeSql('SELECT state FROM pgboss.archive WHERE id = $1', [jobId]);
        expect([...job.rows, ...archived.rows]).toEqual([expect.objectContaining({ state: 'completed' })]);
      } finally {
        await database.close();
      }
    } finally {
      await location.drop();
    }
  }, 150_000);

  describe('in process', () => {
    let location: Awaited<ReturnType<typeof freshLocation>>;
    let database: Database;
    let runner: JobRunner;
    const singleRuns: string[] = [];
    const flakyAttempts: number[] = [];

    beforeAll(async () => {
      location = await freshLocation(false);
      database = await location.open();
      runner = new JobRunner({ database, log: silent, work: true, maintenanceIntervalSeconds: 1 });
      runner.register<{ key: string }>('single', async (job) => {
        singleRuns.push(job.data.key);
      }, { policy: 'stately', pollingIntervalSeconds: 0.5 });
      runner.register<object>('flaky', async (job) => {
        flakyAttempts.push(job.retryCount);
        if (job.retryCount < 2) throw new Error('transient');
      }, { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true, pollingIntervalSeconds: 0.5 });
      await runner.start();
    }, 60_000);
    afterAll(async () => {
      await runner?.stop();
      await database?.close();
      await location?.drop();
    });

    it('runs a singleton job sent twice once, and another key on its own', async () => {
      const startAfter = Date.now() + 1_000;
      const a = await runner.send('single', { key: 'a' }, { singletonKey: 'a', startAfter });
      const again = await runner.send('single', { key: 'a' }, { singletonKey: 'a', startAfter });
      const b = await runner.send('single', { key: 'b' }, { singletonKey: 'b', startAfter });
      expect(a).toEqual(expect.any(String));
      expect(again).toBeNull();
      expect(b).toEqual(expect.any(String));
      await until(() => singleRuns.length >= 2, 30_000);
      await sleep(1_500);
      expect(singleRuns.sort()).toEqual(['a', 'b']);
    }, 60_000);

    it('retries a failing job with backoff and reports the attempt number', async () => {
      const id = (await runner.send('flaky', {})) as string;
      await until(async () => (await runner.jobState('flaky', id))?.state === 'completed', 30_000);
      expect(flakyAttempts).toEqual([0, 1, 2]);
    }, 60_000);

    it('refuses an unknown queue and a registration after start', async () => {
      await expect(runner.send('unknown', {})).rejects.toThrow('unknown job queue: unknown');
      expect(() => runner.register('late', async () => {})).toThrow('registered after start');
    });
  });
});
