// The separate worker (worker.ts) works exactly the queues the server works in-process: both come from one list.
import { QUEUES } from '../modules/email/service';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import type { BackgroundJobs } from './background';
import {
  CHANNEL_ACTIVITY_QUEUE, CHANNEL_COUNTS_QUEUE, LISTING_MARKS_QUEUE, registerProductJobs, SAVED_SEARCH_QUEUE, SEARCH_POSTINGS_QUEUE,
  type ProductJobServices,
} from './product-jobs';
import { createWorkerJobs } from './worker-jobs';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the job queues of the server and of the worker process', () => {
  let ctx: TestContext;
  beforeAll(async () => { ctx = await createTestApp(); }, 120_000);
  afterAll(() => ctx?.close());

  it('are the same set, with email, saved searches, the listing marks, the channel counts and the search posting lists among them', () => {
    const server = ctx.app.jobs.runner.queues;
    const worker = createWorkerJobs({ config: ctx.config, database: ctx.database, log: quiet }).runner.queues;
    expect([...worker].sort()).toEqual([...server].sort());
    expect(worker).toEqual(expect.arrayContaining([...Object.values(QUEUES), SAVED_SEARCH_QUEUE, LISTING_MARKS_QUEUE, CHANNEL_COUNTS_QUEUE, SEARCH_POSTINGS_QUEUE, CHANNEL_ACTIVITY_QUEUE]));
    // The YouTube sync's sweep, member and public queues, too.
    expect(worker.filter((q) => q.startsWith('youtube'))).toHaveLength(3);
  });
});

describe('the recurring product queues', () => {
  /** A runner that records what the product registers, schedules and sends. */
  function recorded() {
    const handlers = new Map<string, () => Promise<void>>();
    const settings = new Map<string, unknown>();
    const scheduled: Array<[string, string]> = [];
    const sent: string[] = [];
    const started: Array<() => Promise<void>> = [];
    const runner = {
      register: (name: string, handler: (job: unknown) => Promise<void>, s: unknown) => {
        handlers.set(name, () => handler({ data: {} }));
        settings.set(name, s);
      },
      schedule: async (name: string, cron: string) => { scheduled.push([name, cron]); },
      send: async (name: string) => { sent.push(name); return null; },
    };
    const jobs = { runner, onStarted: (fn: () => Promise<void>) => { started.push(fn); } } as unknown as BackgroundJobs;
    return { jobs, handlers, settings, scheduled, sent, start: async () => { for (const fn of started) await fn(); } };
  }

  it('expires the activity flags every minute and once at start, one run at a time', async () => {
    const r = recorded();
    const expire = jest.fn(async () => 3);
    const noop = async () => undefined;
    registerProductJobs(r.jobs, {
      email: { registerJobs: () => undefined, start: noop } as unknown as ProductJobServices['email'],
      collabFit: { refreshResponsiveness: noop, checkSavedSearches: noop } as unknown as ProductJobServices['collabFit'],
      listingMarks: { rebuild: noop as never }, channelCounts: { fold: noop as never }, fitCounts: { fold: noop as never }, searchPostings: { rebuild: noop as never },
      recentActivity: { expire },
    });
    await r.start();
    expect(r.scheduled).toContainEqual([CHANNEL_ACTIVITY_QUEUE, '* * * * *']);
    expect(r.sent).toContain(CHANNEL_ACTIVITY_QUEUE);
    // The counts' fold and the saved searches are scheduled only, not sent at start.
    expect(r.sent).not.toContain(CHANNEL_COUNTS_QUEUE);
    expect(r.sent).not.toContain(SAVED_SEARCH_QUEUE);
    expect(r.settings.get(CHANNEL_ACTIVITY_QUEUE)).toMatchObject({ policy: 'stately', retryLimit: 1 });
    await r.handlers.get(CHANNEL_ACTIVITY_QUEUE)!();
    expect(expire).toHaveBeenCalledTimes(1);
  });
});
