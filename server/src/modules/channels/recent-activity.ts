// The activity window discovery offers ("active within 30 days") as a flag on each channel (migration 0270):
// channels.recently_active, which indexes and the channel counts can carry, while the window itself moves with time.
// A trigger sets the flag whenever the YouTube sync writes last_upload_at; expire(), run each minute by the queue
// `channel-activity.expire` (jobs/product-jobs.ts), clears it for channels that have aged out since. The window
// discovery filters on is the flag: listings, the fit sort and the counts all read it, so pages and totals agree; a
// channel stays in it until the next expiry after its upload turns 30 days old (at most about a minute when the
// jobs run, a few channels a minute when a hundred thousand upload monthly).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The window the flag follows, in days: the one discovery offers (SPEC: `active_within_days` is 30 or nothing). */
export const RECENT_ACTIVITY_DAYS = 30;

/** Flagged channels cleared per statement, so that one expiry never holds many row locks at once. */
const EXPIRE_BATCH = 5_000;

export class RecentActivityRepository {
  constructor(private readonly db: Db) {}

  /**
   * Clears the flag of every channel whose last upload left the window, oldest first through
   * channels_recently_active_expiry_idx; returns how many were cleared. (A flagged channel always has an upload
   * date: the trigger clears the flag when last_upload_at is emptied.)
   */
  async expire(batch = EXPIRE_BATCH): Promise<number> {
    let cleared = 0;
    for (;;) {
      const result = await this.db.execute<{ n: number }>(sql`
        with due as (
          select id from channels
           where recently_active and last_upload_at < now() - make_interval(days => ${RECENT_ACTIVITY_DAYS}::int)
           order by last_upload_at limit ${batch}::int
        ), cleared as (
          update channels c set recently_active = false from due where c.id = due.id returning 1
        )
        select count(*)::int as n from cleared`);
      const n = Number(result.rows[0]?.n ?? 0);
      cleared += n;
      if (n < batch) return cleared;
    }
  }
}
