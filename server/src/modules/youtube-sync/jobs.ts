// The sync's background jobs on the job runner:
// - youtube.sweep (every 15 minutes): queues members' channels due (every YOUTUBE_SYNC_HOURS, each at its own offset
//   within the next 15 minutes so calls spread out), non-member channels due (weekly, 50 per job), and purges
//   non-member data that could not be refreshed within 30 days. While the quota is blocked it queues nothing.
// - youtube.sync-member: one member channel (one job per channel at a time: singleton key).
// - youtube.sync-public: up to 50 non-member channels.
// A job that meets the quota block re-queues itself to start at the reset: no call is made before it.
import type { JobRunner } from '../../jobs/job-runner';
import type { SyncOutcome, YouTubeSyncService } from './service';

export const SWEEP_QUEUE = 'youtube.sweep';
export const MEMBER_QUEUE = 'youtube.sync-member';
export const PUBLIC_QUEUE = 'youtube.sync-public';
const SWEEP_CRON = '*/15 * * * *';
const SPREAD_SECONDS = 15 * 60;
const PUBLIC_INTERVAL_MS = 7 * 86_400_000;
const MEMBERS_PER_SWEEP = 2000;
const PUBLIC_PER_SWEEP = 500;

export interface MemberJob { channelId: number }
interface PublicJob { channelIds: number[] }

/** A stable offset in [0, SPREAD_SECONDS) per channel, so members' calls do not all start at once. */
export function spreadOffsetSeconds(channelId: number): number {
  return (Math.imul(channelId, 2654435761) >>> 0) % SPREAD_SECONDS;
}

export interface SyncJobOptions {
  memberIntervalMs: number;
}

export function registerSyncJobs(runner: JobRunner, sync: YouTubeSyncService, opts: SyncJobOptions): {
  schedule(): Promise<void>;
  sweep(): Promise<void>;
  /** The member queue's handler step (a test seam: the runner calls the same function). */
  memberJob(data: MemberJob): Promise<void>;
  syncMemberSoon(channelId: number): Promise<void>;
} {
  const retry = { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 5 * 60 };

  const deferred = async (queue: string, data: MemberJob | PublicJob, outcome: SyncOutcome, key?: string) => {
    if (outcome.kind !== 'deferred') return;
    await runner.send(queue, data, { startAfter: outcome.until, ...(key ? { singletonKey: key } : {}) });
  };

  const sweep = async () => {
    if (await sync.quotaBlockedUntil()) return;
    const now = Date.now();
    for (const channelId of await sync.membersDue(opts.memberIntervalMs, MEMBERS_PER_SWEEP)) {
      await runner.send<MemberJob>(MEMBER_QUEUE, { channelId }, {
        singletonKey: `member:${channelId}`, startAfter: new Date(now + spreadOffsetSeconds(channelId) * 1000),
      });
    }
    const due = await sync.publicDue(PUBLIC_INTERVAL_MS, PUBLIC_PER_SWEEP);
    for (let i = 0; i < due.length; i += 50) {
      const channelIds = due.slice(i, i + 50);
      // One job per batch and sweep window: a slow sweep never queues the same batch twice.
      await runner.send<PublicJob>(PUBLIC_QUEUE, { channelIds }, { singletonKey: `public:${channelIds[0]}`, singletonSeconds: SPREAD_SECONDS });
    }
    await sync.purgeUnrefreshed();
  };

  runner.register<object>(SWEEP_QUEUE, sweep, { retryLimit: 1, policy: 'stately', expireInSeconds: 10 * 60 });
  const memberJob = async (data: MemberJob) => {
    await deferred(MEMBER_QUEUE, data, await sync.syncMember(data.channelId), `member:${data.channelId}`);
  };
  runner.register<MemberJob>(MEMBER_QUEUE, ({ data }) => memberJob(data), { ...retry, policy: 'stately' });
  runner.register<PublicJob>(PUBLIC_QUEUE, async ({ data }) => {
    await deferred(PUBLIC_QUEUE, data, await sync.syncPublic(data.channelIds));
  }, retry);

  return {
    async schedule() {
      await runner.schedule(SWEEP_QUEUE, SWEEP_CRON, {});
      // A first sweep at start rather than up to 15 minutes later.
      await runner.send(SWEEP_QUEUE, {}, { singletonKey: 'sweep' });
    },
    sweep,
    memberJob,
    async syncMemberSoon(channelId) {
      await runner.send<MemberJob>(MEMBER_QUEUE, { channelId }, { singletonKey: `member:${channelId}` });
    },
  };
}
