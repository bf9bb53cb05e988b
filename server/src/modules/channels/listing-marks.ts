// Listing marks (migration 0190): for the broad discovery listings, the sort key of every `spacing`-th row under each
// sort, so a deep page starts from the nearest mark with a keyset condition and skips fewer than `spacing` index
// entries instead of `offset` of them. A page is numbered (SPEC §7) and the benchmark draws pages 1-2,000 at random:
// in-memory anchors (page-anchors.ts) only help pages near one asked for in the last minute; marks help every page.
//
// Marks are precomputed data like an index, not a cache: they are used when caches are defeated too. They are
// rebuilt as a whole every 10 minutes (queue `listing-marks.rebuild`, jobs/product-jobs.ts). Between rebuilds a mark
// may stand a few rows off its true position (channels added, removed, or whose subscribers or completeness
// changed): a page started from it then lags by those rows, as a page started from an in-memory anchor does. No row
// is ever read twice within one page, and the keyset condition needs no row to exist at the mark's key.
//
// Subscriber order is special: any subscriber bounds cut one contiguous band out of a listing's whole subscriber
// order. So that sort's marks cover each listing without bounds, and a page of any bounds (with at most two of
// category, language, status) starts from the mark nearest the band's start plus its offset (nearestWithin).
import { SUBSCRIBER_BOUND_MAX, SUBSCRIBERS_MAX_DEFAULT, SUBSCRIBERS_MIN_DEFAULT, SORT_OPTIONS, type SortOption } from 'shared-api';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared, prepared, runPrepared } from '../../db/prepared';
import { channels, listingCounts, listingMarks } from '../../db/schema';
import { SUBSCRIBER_BUCKET_EDGES } from './channel-counts';
import type { Anchor } from './page-anchors';
import { RECENT_ACTIVITY_DAYS } from './recent-activity';
import { filterConditions, ORDER, sortKeyText, type ChannelFilterQuery } from './repository';

/**
 * Rows between two marks: a deep page walks fewer than this many index entries plus its own. At 1,000,000 channels
 * 250 gives 43,000 marks (25 MB with the newest-first bucket counts) rebuilt in about 35 s, against 1,000's 11,000
 * marks in 23 s; uncached random discovery spent 17 % less database time (docs/performance.md).
 */
export const LISTING_MARK_SPACING = 250;

/**
 * The most rows nearestWithin counts between a mark and a band's bound: fewer than the spacing lie there, and marks
 * built with an earlier, wider spacing (1,000) until the first rebuild after a change must not be cut short either.
 */
const BETWEEN_MARKS_CAP = 2_000;

/**
 * The listing a filter is, when it is one that has marks: the default subscriber bounds and a listing of
 * subscriberOrderListing. '' (no filter), 'category:<id>', 'language:<lower-cased>', 'status:<n>', a pair such as
 * 'category:<id>|status:<n>', or 'active' alone or before one of those parts ('active|language:en'); null for every
 * other filter (its pages walk their offset, or start from an in-memory anchor).
 */
export function markedListing(f: ChannelFilterQuery): string | null {
  if (f.subscribersMin !== SUBSCRIBERS_MIN_DEFAULT || f.subscribersMax !== SUBSCRIBERS_MAX_DEFAULT) return null;
  return subscriberOrderListing(f);
}

/**
 * The listing whose subscriber-order marks serve a filter under that sort, whatever its subscriber bounds: at most
 * two of category, language and collaboration status (a pair is named by both parts, in that order, joined by '|'),
 * or the 30-day activity window (recent-activity.ts) with at most one of them ('active' first). Null for every
 * other filter: with all three set a listing holds a few hundred rows at a million channels (one category of 31,
 * one language of about 20, one status of 3), which a page walks quickly, and so does the window with two of them
 * when a tenth of the channels upload monthly.
 */
export function subscriberOrderListing(f: ChannelFilterQuery): string | null {
  if (f.excludeId !== undefined) return null;
  if (f.activeWithinDays !== undefined && f.activeWithinDays !== RECENT_ACTIVITY_DAYS) return null;
  const active = f.activeWithinDays !== undefined;
  const parts: string[] = active ? ['active'] : [];
  if (f.categoryId !== undefined) parts.push(`category:${f.categoryId}`);
  if (f.language !== undefined) parts.push(`language:${f.language.toLowerCase()}`);
  if (f.status !== undefined) parts.push(`status:${f.status}`);
  return parts.length > 2 ? null : parts.join('|');
}

/** One filter column of the marked listings: its part of a listing's name, and its value per row. */
const CATEGORY = { name: sql`'category:' || ${channels.categoryId}`, value: sql`${channels.categoryId}` };
// The expression of the language filter (lower(main_language)) and of its indexes.
const LANGUAGE = { name: sql`'language:' || lower(${channels.mainLanguage})`, value: sql`lower(${channels.mainLanguage})` };
const STATUS = { name: sql`'status:' || ${channels.collaborationStatus}`, value: sql`${channels.collaborationStatus}` };

/**
 * Each kind of marked listing: its name per row, the columns it partitions the channels by (none: all), and
 * whether it holds only the recently active channels. Pairs have marks too: deep pages of two filters otherwise
 * walked one filter's index and dropped the other's misses, up to 100 ms for a language and a status, newest first,
 * at page 1,600 of a million channels (docs/performance.md). So does the activity window, alone and with each
 * filter: a deep page of a window of 100,000 channels walked up to 90,000 entries of its index (25-70 ms).
 */
const LISTING_KINDS: Array<{ name: SQL; partition: SQL[]; active?: true }> = [
  { name: sql`''`, partition: [] },
  ...[CATEGORY, LANGUAGE, STATUS].map((c) => ({ name: c.name, partition: [c.value] })),
  ...([[CATEGORY, LANGUAGE], [CATEGORY, STATUS], [LANGUAGE, STATUS]] as const).map(([a, b]) => ({
    name: sql`${a.name} || '|' || ${b.name}`, partition: [a.value, b.value],
  })),
  { name: sql`'active'`, partition: [], active: true },
  ...[CATEGORY, LANGUAGE, STATUS].map((c) => ({ name: sql`'active|' || ${c.name}`, partition: [c.value], active: true as const })),
];

/** Bucket ids of subscriber_bucket() (migration 0200) run from 0 to this. */
const LAST_BUCKET = 2 * SUBSCRIBER_BUCKET_EDGES.length;

/**
 * The newest-first marks of one kind of listing, over its whole order, each with its bucket counts: the rows before
 * the mark per subscriber bucket, cumulative over buckets (migration 0210). Counted per chunk of `spacing` rows and
 * bucket, summed over chunks (rows before each mark) and then over buckets.
 */
function newestFirstMarks(name: SQL, over: SQL, rows: SQL, spacing: number): SQL {
  return sql`
    insert into ${listingMarks} (listing, sort, ordinal, after_key, bucket_counts)
    with ranked as materialized (
      select ${name} as listing, row_number() over (${over})::int as rn, ${sortKeyText('most_recent')} as after_key,
             subscriber_bucket(${channels.subscribers}) as b
        from ${channels} where ${rows}
    ), chunks as (
      select listing, (rn - 1) / ${spacing}::int as chunk, b, count(*)::int as n from ranked group by 1, 2, 3
    ), grid as (
      select l.listing, c.chunk, g.b, coalesce(ch.n, 0) as n
        from (select listing, max((rn - 1) / ${spacing}::int) as last from ranked group by 1) l
        cross join lateral generate_series(0, l.last) c(chunk)
        cross join generate_series(0, ${LAST_BUCKET}::int) g(b)
        left join chunks ch on ch.listing = l.listing and ch.chunk = c.chunk and ch.b = g.b
    ), before_mark as (
      select listing, chunk, b, sum(n) over (partition by listing, b order by chunk) as c from grid
    ), cumulative as (
      select listing, chunk, b, sum(c) over (partition by listing, chunk order by b)::int as c from before_mark
    ), counts as (
      select listing, chunk, array_agg(c order by b) as bucket_counts from cumulative group by 1, 2
    )
    select r.listing, 'most_recent', r.rn, r.after_key, k.bucket_counts
      from ranked r join counts k on k.listing = r.listing and k.chunk = (r.rn - 1) / ${spacing}::int
     where r.rn % ${spacing}::int = 0`;
}

/** What the channels service reads of the marks (ListingMarksRepository implements it). */
export interface ListingMarkSource {
  /** The nearest mark at or before `offset` of a listing under a sort, or null (none: start from the top). */
  nearest(listing: string, sort: SortOption, offset: number): Promise<Anchor | null>;
  /**
   * Subscriber order with any bounds: the nearest subscriber-order mark at or before `offset` rows into the band
   * the filter's bounds cut from `listing` (subscriberOrderListing), as an anchor of that band (its offset counted
   * from the band's first row), or null (none inside the band: start from the band's top).
   */
  nearestWithin(listing: string, filter: ChannelFilterQuery, offset: number): Promise<Anchor | null>;
  /**
   * Newest first with bounds on bucket edges: the nearest newest-first mark of `listing` (subscriberOrderListing)
   * with at most `offset` rows of the buckets fromBucket..toBucket before it, as an anchor of the bounded listing, or
   * null (none: start from the top).
   */
  nearestInBuckets(listing: string, fromBucket: number, toBucket: number, offset: number): Promise<Anchor | null>;
  /** The listing's rows when the marks were built, or null (no such listing then, or never built). */
  count(listing: string): Promise<number | null>;
}

/**
 * nearestInBuckets: the last newest-first mark of listing $1 with at most $4 rows of the buckets before it
 * (bucket_counts[$3] - bucket_counts[$2]). Those rows grow with the mark, so the mark is found by a binary search over
 * the marks' positions (k × spacing, the spacing read as the first mark's ordinal): about 12 primary-key probes at a
 * million channels, where reading the marks backward until one qualified read thousands.
 */
const NEAREST_IN_BUCKETS = prepared('listing_marks_nearest_in_buckets', `
  with recursive bounds as (
    select min(ordinal) as spacing, max(ordinal) as last from listing_marks where listing = $1::text and sort = 'most_recent'
  ), search(lo, hi) as (
    select 0, coalesce((select last / spacing from bounds), 0)
    union all
    select case when probe.ok then step.mid else search.lo end, case when probe.ok then search.hi else step.mid - 1 end
      from search
      cross join lateral (select (search.lo + search.hi + 1) / 2 as mid) step
      cross join lateral (
        select coalesce((
          select m.bucket_counts[$3::int] - coalesce(m.bucket_counts[$2::int], 0) <= $4::int from listing_marks m
           where m.listing = $1::text and m.sort = 'most_recent' and m.ordinal = step.mid * (select spacing from bounds)
        ), false) as ok
      ) probe
     where search.lo < search.hi
  )
  select m.ordinal, m.after_key, m.bucket_counts[$3::int] - coalesce(m.bucket_counts[$2::int], 0) as rows_before
    from listing_marks m
   where m.listing = $1::text and m.sort = 'most_recent'
     and m.ordinal = (select lo from search where lo >= hi) * (select spacing from bounds)`);

export class ListingMarksRepository implements ListingMarkSource {
  constructor(private readonly db: Db) {}

  /**
   * Replaces every mark and count in one transaction (readers see the old set until it commits). Per kind of
   * listing and sort one pass over the matching channels in the sort's order, numbered per listing by a window
   * function; every `spacing`-th row becomes a mark. 11 kinds × 3 sorts.
   */
  async rebuild(spacing = LISTING_MARK_SPACING): Promise<{ marks: number; listings: number }> {
    if (!Number.isInteger(spacing) || spacing < 1) throw new Error('spacing must be a positive integer');
    const base = filterConditions({ subscribersMin: SUBSCRIBERS_MIN_DEFAULT, subscribersMax: SUBSCRIBERS_MAX_DEFAULT });
    // The window's own condition, whatever the bounds (the listing filter's, so the flagged indexes serve it).
    const window = filterConditions({ subscribersMin: 0, subscribersMax: SUBSCRIBER_BOUND_MAX, activeWithinDays: RECENT_ACTIVITY_DAYS });
    return this.db.transaction(async (tx) => {
      await tx.delete(listingMarks);
      await tx.delete(listingCounts);
      for (const kind of LISTING_KINDS) {
        const present = [...kind.partition.map((c) => sql`${c} is not null`), ...(kind.active ? [window] : [])];
        const where = present.length > 0 ? sql`${base} and ${sql.join(present, sql` and `)}` : base;
        await tx.execute(sql`
          insert into ${listingCounts} (listing, row_count)
          select ${kind.name}, count(*)::int from ${channels} where ${where} group by 1`);
        // Subscriber order's marks cover the listing without bounds (see nearestWithin).
        const unbounded = present.length > 0 ? sql.join(present, sql` and `) : sql`true`;
        for (const sort of SORT_OPTIONS) {
          const rows = sort === 'relevance' ? where : unbounded;
          const over = sql.join([
            kind.partition.length > 0 ? sql`partition by ${sql.join(kind.partition, sql`, `)}` : sql``,
            sql`order by ${sql.join(ORDER[sort], sql`, `)}`,
          ], sql` `);
          if (sort === 'most_recent') {
            await tx.execute(newestFirstMarks(kind.name, over, rows, spacing));
            continue;
          }
          // ordinal = row_number(): the mark stands before the 0-based position rn, after the key of row rn - 1.
          await tx.execute(sql`
            insert into ${listingMarks} (listing, sort, ordinal, after_key)
            select listing, ${sort}::text, rn, after_key from (
              select ${kind.name} as listing, row_number() over (${over})::int as rn, ${sortKeyText(sort)} as after_key
              from ${channels} where ${rows}
            ) ranked
            where rn % ${spacing}::int = 0`);
        }
      }
      // Fresh statistics with the new rows, so the lookups plan as primary-key reads from the first rebuild on.
      await tx.execute(sql`analyze ${listingMarks}, ${listingCounts}`);
      const built = (await tx.execute<{ marks: number; listings: number }>(sql`
        select (select count(*)::int from ${listingMarks}) as marks, (select count(*)::int from ${listingCounts}) as listings`)).rows[0];
      return { marks: Number(built?.marks ?? 0), listings: Number(built?.listings ?? 0) };
    });
  }

  /** An index lookup on the primary key (listing, sort, ordinal), read backwards from `offset`. */
  async nearest(listing: string, sort: SortOption, offset: number): Promise<Anchor | null> {
    const [row] = await executePrepared<{ ordinal: number; after_key: string[] }>(this.db, sql`
      select ${listingMarks.ordinal} as ordinal, ${listingMarks.afterKey} as after_key from ${listingMarks}
       where ${listingMarks.listing} = ${listing} and ${listingMarks.sort} = ${sort} and ${listingMarks.ordinal} <= ${offset}::int
       order by ${listingMarks.ordinal} desc limit 1`);
    return row ? { offset: Number(row.ordinal), after: row.after_key } : null;
  }

  /**
   * One statement: the band's start is the position of the listing's first row with at most `max` subscribers,
   * found from the last mark above `max` (a backward read of the primary key over at most the listing's marks)
   * plus a count of the rows between it and `max` (fewer than the spacing, read from the listing's subscriber
   * index; the limit, which such a walk never reaches, also keeps the planner from starting parallel workers for
   * what it cannot know is short); then the nearest mark at or before start + offset. Both positions share the marks' age, so a page
   * lags only by the rows changed since the rebuild, as with nearest().
   */
  async nearestWithin(listing: string, filter: ChannelFilterQuery, offset: number): Promise<Anchor | null> {
    const max = filter.subscribersMax;
    // The listing's own condition (category, language or status), the subscriber bounds opened up.
    const member = filterConditions({ ...filter, subscribersMin: 0, subscribersMax: SUBSCRIBER_BOUND_MAX, excludeId: undefined });
    const [row] = await executePrepared<{ band_start: number; ordinal: number | null; after_key: string[] | null }>(this.db, sql`
      with above as materialized (
        select ordinal, after_key from ${listingMarks}
         where listing = ${listing} and sort = 'subscriber_count' and (after_key[1])::bigint > ${max}::bigint
         order by (after_key[1])::bigint, ordinal desc limit 1
      ), band as materialized (
        select coalesce((select ordinal from above), 0) + (
          select count(*)::int from (
            select 1 from ${channels}
             where ${member} and ${channels.subscribers} > ${max}::bigint
               and (${channels.subscribers}, ${channels.id}) < (
                 coalesce((select after_key[1]::bigint from above), 9223372036854775807::bigint),
                 coalesce((select after_key[2]::int from above), 2147483647::int))
             limit ${BETWEEN_MARKS_CAP}::int
          ) between_marks
        ) as start
      )
      select band.start as band_start, m.ordinal, m.after_key from band
        left join lateral (
          select ordinal, after_key from ${listingMarks}
           where listing = ${listing} and sort = 'subscriber_count' and ordinal <= band.start + ${offset}::int
           order by ordinal desc limit 1
        ) m on true`);
    if (!row || row.ordinal === null || row.after_key === null) return null;
    const start = Number(row.band_start);
    const ordinal = Number(row.ordinal);
    // A mark above the band is no nearer than the band's own top.
    return ordinal > start ? { offset: ordinal - start, after: row.after_key } : null;
  }

  /**
   * The rows of the band before each mark come from its bucket counts (two array elements), and grow with the
   * ordinal: the last mark with at most `offset` of them is read backwards over the listing's marks (at most
   * a thousand at a million channels).
   */
  async nearestInBuckets(listing: string, fromBucket: number, toBucket: number, offset: number): Promise<Anchor | null> {
    const [row] = await runPrepared<{ ordinal: number; after_key: string[]; rows_before: number }>(
      this.db, NEAREST_IN_BUCKETS, [listing, fromBucket, toBucket + 1, offset],
    );
    const before = Number(row?.rows_before ?? 0);
    return row && before > 0 ? { offset: before, after: row.after_key } : null;
  }


  async count(listing: string): Promise<number | null> {
    const [row] = await executePrepared<{ row_count: number }>(this.db, sql`
      select ${listingCounts.rowCount} as row_count from ${listingCounts} where ${listingCounts.listing} = ${listing} limit 1`);
    return row ? Number(row.row_count) : null;
  }
}
