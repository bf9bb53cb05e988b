// The separate worker (worker.ts) works exactly the queues the server works in-process: both come from one list.
import { QUEUES } from '../modules/email/service';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { CHANNEL_ACTIVITY_QUEUE, CHANNEL_COUNTS_QUEUE, LISTING_MARKS_QUEUE, SAVED_SEARCH_QUEUE, SEARCH_POSTINGS_QUEUE } from './product-jobs';
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
