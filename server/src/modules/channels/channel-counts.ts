// Discovery totals read from counts kept by triggers (migration 0200), instead of counting matching rows. Per
// (category, language, collaboration status, subscriber bucket) channel_counts holds the channels, each attribute
// also rolled up as ANY; triggers on channels append every change to channel_count_deltas, and a read sums both
// tables, so it is exact the moment a change commits. The queue `channel-counts.fold` (jobs/product-jobs.ts) moves
// the deltas into channel_counts every minute so that reads stay short.
//
// A filter's subscriber bounds that are bucket edges select whole buckets: its total is exact. A bound between two
// edges cuts a bucket: the read then gives a lower (whole buckets only) and an upper bound (cut buckets too).
//
// The activity window of RECENT_ACTIVITY_DAYS is a key part too (migration 0270): it counts the channels flagged
// recently_active, which the queue `channel-activity.expire` keeps true to the window within about a minute. Any
// other window moves with time alone and no count can follow it: count() then answers null.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bindParam, prepared, runPrepared } from '../../db/prepared';
import { RECENT_ACTIVITY_DAYS } from './recent-activity';
import type { ChannelFilterQuery } from './repository';

/** The subscriber bucket edges of subscriber_bucket() in migration 0200, ascending (a test checks they agree). */
export const SUBSCRIBER_BUCKET_EDGES: readonly number[] = [
  0, 1, 2, 3, 5,
  ...Array.from({ length: 15 }, (_, i) => [1, 2, 2.5, 3, 5].map((m) => m * 10 ** (i + 1))).flat(),
];

/** The ANY values of the rolled-up keys. */
export const ANY_CATEGORY = -1;
export const ANY_LANGUAGE = '';
export const ANY_STATUS = -1;

/**
 * subscriber_bucket() in TypeScript: with w the number of edges <= s (1-based position of the last such edge),
 * 2w - 1 when s is that edge, else 2w (the open interval after it; 0 below the first edge).
 */
export function subscriberBucket(s: number): number {
  let w = 0;
  while (w < SUBSCRIBER_BUCKET_EDGES.length && SUBSCRIBER_BUCKET_EDGES[w]! <= s) w++;
  return w >= 1 && SUBSCRIBER_BUCKET_EDGES[w - 1] === s ? 2 * w - 1 : 2 * w;
}

/**
 * The buckets of inclusive subscriber bounds [min, max]: `from..to` are all the buckets touched (null: none, when
 * min > max), `fullFrom..fullTo` those entirely inside the bounds (empty when fullFrom > fullTo). The others in
 * from..to (at most the two ends) are cut by a bound that is not an edge.
 */
export interface BucketRange { from: number; to: number; fullFrom: number; fullTo: number }

export function bucketRange(min: number, max: number): BucketRange | null {
  if (min > max) return null;
  const from = subscriberBucket(min);
  const to = subscriberBucket(max);
  // An odd bucket is one edge value: always wholly inside. An even one is cut unless the bound lies beyond it.
  return { from, to, fullFrom: from % 2 === 1 ? from : from + 1, fullTo: to % 2 === 1 ? to : to - 1 };
}

/** Channels matching a filter: at least `lower`, at most `upper` (equal: the exact total). */
export interface CountBounds { lower: number; upper: number }

/** What the channels service reads of the counts (ChannelCountsRepository implements it). */
export interface ChannelCountSource {
  /** The bounds of a filter's matches, or null when the counts cannot serve it (an activity window of other days). */
  count(filter: ChannelFilterQuery): Promise<CountBounds | null>;
  /**
   * Whether any channel matches, as a condition read from the counts, when they tell it exactly (subscriber bounds
   * on bucket edges, no activity window of other days); null otherwise.
   */
  matchCondition(filter: ChannelFilterQuery): MatchCondition | null;
}

/** One key's rows in a range of buckets from both tables (placeholders or expressions for each value). */
interface KeyRange { active: string; category: string; lang: string; status: string; from: string; to: string }

function countedRowsText(k: KeyRange): string {
  const where = `active = ${k.active} and category_id = ${k.category} and lang = ${k.lang} and status = ${k.status} and bucket between ${k.from} and ${k.to}`;
  return `select bucket, n from channel_counts where ${where}
      union all
      select bucket, n from channel_count_deltas where ${where}`;
}

/**
 * The read of count(): $1-$4 the key (only recently active channels, category, lower-cased language, status, each
 * maybe ANY), $5..$6 the buckets touched, $7..$8 those wholly inside. Prepared (db/prepared.ts): every discovery
 * request sends it.
 */
const COUNT_READ = prepared('channel_counts_read', `
  select coalesce(sum(n) filter (where bucket between $7::smallint and $8::smallint), 0)::bigint as lower,
         coalesce(sum(n), 0)::bigint as upper
    from (
      ${countedRowsText({ active: '$1::boolean', category: '$2::smallint', lang: '$3::text', status: '$4::smallint', from: '$5::smallint', to: '$6::smallint' })}
    ) counted`);

/**
 * "Some channel matches the filter" as a condition (SQL text) for another statement about the same filter to carry,
 * its values appended to `values`: that statement then needs no count read before it (matchCondition).
 */
export type MatchCondition = (values: unknown[]) => string;

/**
 * The counts' key of a filter (the language lower-cased as the language filter compares it, filterConditions), or
 * null when they cannot count it: an activity window other than the flagged one.
 */
function keyOf(f: ChannelFilterQuery): [boolean, number, string, number] | null {
  if (f.activeWithinDays !== undefined && f.activeWithinDays !== RECENT_ACTIVITY_DAYS) return null;
  return [f.activeWithinDays !== undefined, f.categoryId ?? ANY_CATEGORY, f.language?.toLowerCase() ?? ANY_LANGUAGE, f.status ?? ANY_STATUS];
}

export class ChannelCountsRepository implements ChannelCountSource {
  constructor(private readonly db: Db) {}

  /**
   * One statement: both tables read by their key's index, one range of at most 160 buckets each. The caller's own
   * channel is not left out (excludeId is ignored): the service takes it off as it does with other totals.
   */
  async count(f: ChannelFilterQuery): Promise<CountBounds | null> {
    const key = keyOf(f);
    if (!key) return null;
    const range = bucketRange(f.subscribersMin, f.subscribersMax);
    if (!range) return { lower: 0, upper: 0 };
    const [row] = await runPrepared<{ lower: string | number; upper: string | number }>(this.db, COUNT_READ, [
      ...key, range.from, range.to, range.fullFrom, range.fullTo,
    ]);
    return { lower: Number(row?.lower ?? 0), upper: Number(row?.upper ?? 0) };
  }

  /** The same read as count()'s, of whole buckets only: exact, so "more than 0" is the answer. */
  matchCondition(f: ChannelFilterQuery): MatchCondition | null {
    const key = keyOf(f);
    if (!key) return null;
    const range = bucketRange(f.subscribersMin, f.subscribersMax);
    if (!range) return () => 'false';
    if (range.fullFrom !== range.from || range.fullTo !== range.to) return null;
    const [active, category, lang, status] = key;
    return (values) => `(select coalesce(sum(n), 0) > 0 from (${countedRowsText({
      active: bindParam(values, active, 'boolean'),
      category: bindParam(values, category, 'smallint'), lang: bindParam(values, lang, 'text'), status: bindParam(values, status, 'smallint'),
      from: bindParam(values, range.from, 'smallint'), to: bindParam(values, range.to, 'smallint'),
    })}) counted)`;
  }

  /** Moves every delta into channel_counts (foldDeltas); returns the delta rows moved. */
  async fold(): Promise<number> {
    return foldDeltas(this.db, 'channel_count_deltas', 'channel_counts', ['active', 'category_id', 'lang', 'status', 'bucket']);
  }
}

/**
 * Moves every row of an append-only delta table into its counts table (keyed by `keys`, the primary key, with a
 * count n) in one statement, so readers see the deltas or their sum, never both or neither; returns the delta rows
 * moved. Keys may end at n = 0: they are read as 0. Used for the channel counts and the fit sort's (0290).
 */
export async function foldDeltas(db: Db, deltas: string, counts: string, keys: readonly string[]): Promise<number> {
  const cols = keys.join(', ');
  const groups = keys.map((_, i) => i + 1).join(', ');
  // The INSERT is a data-modifying CTE: it runs to completion although the outer query reads only `moved`.
  const result = await db.execute<{ moved: number }>(sql.raw(`
    with moved as (
      delete from ${deltas} returning ${cols}, n
    ), folded as (
      insert into ${counts} (${cols}, n)
      select ${cols}, sum(n) from moved group by ${groups}
      on conflict (${cols}) do update set n = ${counts}.n + excluded.n
    )
    select count(*)::int as moved from moved`));
  return Number(result.rows[0]?.moved ?? 0);
}
