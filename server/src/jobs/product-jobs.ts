// Every queue the product works besides the YouTube sync (registered by createBackgroundJobs), in one list. Both
// processes that work queues build their jobs through createBackgroundServices (services.ts), which calls this:
// the server with JOB_WORKERS=server and the separate worker (worker.ts), so neither can miss a queue.
import type { ChannelCountsRepository } from '../modules/channels/channel-counts';
import type { ListingMarksRepository } from '../modules/channels/listing-marks';
import type { RecentActivityRepository } from '../modules/channels/recent-activity';
import type { SearchPostingsRepository } from '../modules/channels/search-postings';
import type { FitCountsRepository } from '../modules/collab-fit/fit-counts';
import type { CollabFitService } from '../modules/collab-fit/service';
import type { EmailService } from '../modules/email/service';
import type { BackgroundJobs } from './background';

/** The background check of saved searches (docs/jobs.md). */
export const SAVED_SEARCH_QUEUE = 'saved-search.check';
const SAVED_SEARCH_CRON = '*/10 * * * *';

/** The rebuild of discovery's listing marks (modules/channels/listing-marks.ts, docs/jobs.md). */
export const LISTING_MARKS_QUEUE = 'listing-marks.rebuild';
const LISTING_MARKS_CRON = '*/10 * * * *';

/**
 * The rebuild of name search's posting lists (modules/channels/search-postings.ts, docs/jobs.md): every 10 minutes
 * as well, five minutes after the marks' rebuild, so the two (about 50 and 35 s at a million channels) never run at once.
 */
export const SEARCH_POSTINGS_QUEUE = 'search-postings.rebuild';
const SEARCH_POSTINGS_CRON = '5-59/10 * * * *';

/**
 * The fold of discovery's channel count deltas (modules/channels/channel-counts.ts) and the fit sort's
 * (modules/collab-fit/fit-counts.ts), docs/jobs.md.
 */
export const CHANNEL_COUNTS_QUEUE = 'channel-counts.fold';
const CHANNEL_COUNTS_CRON = '* * * * *';

/** The expiry of channels' recent-activity flags (modules/channels/recent-activity.ts, docs/jobs.md). */
export const CHANNEL_ACTIVITY_QUEUE = 'channel-activity.expire';
const CHANNEL_ACTIVITY_CRON = '* * * * *';

export interface ProductJobServices {
  email: EmailService;
  collabFit: CollabFitService;
  listingMarks: Pick<ListingMarksRepository, 'rebuild'>;
  channelCounts: Pick<ChannelCountsRepository, 'fold'>;
  fitCounts: Pick<FitCountsRepository, 'fold'>;
  searchPostings: Pick<SearchPostingsRepository, 'rebuild'>;
  recentActivity: Pick<RecentActivityRepository, 'expire'>;
}

/**
 * A queue worked on a schedule: one job at a time and at most one waiting ('stately': a run that overruns leaves one
 * waiting, not a pile), one retry; `atStart` also sends one job when the runner starts.
 */
function recurring(
  jobs: BackgroundJobs, queue: string, cron: string, work: () => Promise<unknown>,
  opts: { expireInSeconds: number; atStart?: boolean },
): void {
  jobs.runner.register<object>(queue, async () => {
    await work();
  }, { retryLimit: 1, policy: 'stately', expireInSeconds: opts.expireInSeconds });
  jobs.onStarted(async () => {
    await jobs.runner.schedule(queue, cron, {});
    if (opts.atStart) await jobs.runner.send(queue, {});
  });
}

export function registerProductJobs(jobs: BackgroundJobs, s: ProductJobServices): void {
  // Email: unread alerts, notification emails, invitations, the digest sweep and the digests.
  s.email.registerJobs();
  jobs.onStarted(() => s.email.start());

  // Saved searches: responsiveness first (the score reads it), then the "N new channels match" alerts.
  recurring(jobs, SAVED_SEARCH_QUEUE, SAVED_SEARCH_CRON, async () => {
    await s.collabFit.refreshResponsiveness();
    await s.collabFit.checkSavedSearches();
  }, { expireInSeconds: 10 * 60 });

  // Listing marks: rebuilt as a whole every 10 minutes, and once at start (a new database has none; until then deep
  // pages walk their offset as before).
  recurring(jobs, LISTING_MARKS_QUEUE, LISTING_MARKS_CRON, () => s.listingMarks.rebuild(), { expireInSeconds: 10 * 60, atStart: true });

  // Search posting lists: likewise rebuilt as a whole every 10 minutes and once at start (until then every search
  // is live, as before them).
  recurring(jobs, SEARCH_POSTINGS_QUEUE, SEARCH_POSTINGS_CRON, () => s.searchPostings.rebuild(), { expireInSeconds: 10 * 60, atStart: true });

  // Channel counts: the deltas the triggers on channels append are folded into channel_counts every minute, and those
  // on channel_fit into channel_fit_counts. Reads add the deltas, so totals are exact without the fold; it only keeps
  // the delta tables (and each read) short.
  recurring(jobs, CHANNEL_COUNTS_QUEUE, CHANNEL_COUNTS_CRON, async () => {
    await s.channelCounts.fold();
    await s.fitCounts.fold();
  }, { expireInSeconds: 5 * 60 });

  // Recent activity: channels whose last upload left the 30-day window lose their flag every minute (discovery's
  // window holds them until then). Once at start too: a server that was down for a while catches up before its
  // first scheduled run.
  recurring(jobs, CHANNEL_ACTIVITY_QUEUE, CHANNEL_ACTIVITY_CRON, () => s.recentActivity.expire(), { expireInSeconds: 5 * 60, atStart: true });
}
