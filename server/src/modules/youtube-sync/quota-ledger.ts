// Counts YouTube Data API units against the configured daily budget (one row per Pacific quota day) and holds the
// back-off after quotaExceeded: until the next Pacific midnight no call is made.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nextPacificMidnight, pacificDay } from './pacific-day';

export type Reservation = { ok: true } | { ok: false; retryAt: Date };

export class QuotaLedger {
  constructor(private readonly db: Db, private readonly dailyBudget: number) {}

  /** When calls are blocked (quotaExceeded or the budget spent), the instant they may resume; else null. */
  async blockedUntil(now: Date): Promise<Date | null> {
    const rows = await this.db.execute<{ until: Date | string | null }>(
      sql`select max(blocked_until) as until from youtube_quota where blocked_until > ${now.toISOString()}::timestamptz`,
    );
    const until = rows.rows[0]?.until;
    return until ? new Date(until) : null;
  }

  /** Counts `units` before a call; refuses (and blocks until the reset) when the day's budget is spent. */
  async reserve(units: number, now: Date): Promise<Reservation> {
    const blocked = await this.blockedUntil(now);
    if (blocked) return { ok: false, retryAt: blocked };
    const day = pacificDay(now);
    const rows = await this.db.execute<{ units: number }>(sql`
      insert into youtube_quota (day, units) values (${day}, ${units})
      on conflict (day) do update set units = youtube_quota.units + ${units}
        where youtube_quota.units + ${units} <= ${this.dailyBudget}
      returning units`);
    if (rows.rows.length > 0 && units <= this.dailyBudget) return { ok: true };
    return { ok: false, retryAt: await this.block(now) };
  }

  /** YouTube answered quotaExceeded (or the budget is spent): no call until the next Pacific midnight. */
  async block(now: Date): Promise<Date> {
    const until = nextPacificMidnight(now);
    await this.db.execute(sql`
      insert into youtube_quota (day, blocked_until) values (${pacificDay(now)}, ${until.toISOString()}::timestamptz)
      on conflict (day) do update set blocked_until = excluded.blocked_until`);
    return until;
  }

  async unitsSpent(now: Date): Promise<number> {
    const rows = await this.db.execute<{ units: number }>(sql`select units from youtube_quota where day = ${pacificDay(now)}`);
    return Number(rows.rows[0]?.units ?? 0);
  }
}
