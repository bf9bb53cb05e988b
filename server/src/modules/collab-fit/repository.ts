// Collab-fit queries over channel_fit (migration 0140): the fit-sorted listing, the features that explain a
// score, similar channels, and saved searches.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FitFeatures } from 'shared-api';
import { sizeBucketOf } from 'shared-api/collab-fit-rules';
import type { Db } from '../../db/client';
import { executePrepared, prepared, runPrepared, tableReader } from '../../db/prepared';
import { channelFit, channels, savedSearches, type ChannelFitRow, type ChannelRow, type SavedSearchRow } from '../../db/schema';
import type { ResolvedFilter as ChannelFilterQuery } from '../channels/service';
import { fitScoreSql, partnerStatusSql } from './fit-sql';
import { NOT_ACTIVELY_SEEKING_STATUS } from '../collab-requests/service';

/**
 * The candidate branches of the fit sort, each read from its own index and bounded: channels that share the
 * member's category and language (sizes within 4 steps), or share the category or the language (sizes within 1
 * step). Only these are scored; docs/discovery.md explains what that leaves out. (Shared tags are
 * scored but are no branch: a frequent tag matches a tenth of all channels, and its GIN bitmap alone cost 200 ms.)
 */
export const CANDIDATE_LIMITS = { categoryLanguage: 1500, category: 800, language: 800 } as const;

export const CANDIDATES_MAX = Object.values(CANDIDATE_LIMITS).reduce((a, b) => a + b, 0);

const LIMITS_SQL = Object.fromEntries(Object.entries(CANDIDATE_LIMITS).map(([k, v]) => [k, sql.raw(String(v))])) as Record<keyof typeof CANDIDATE_LIMITS, SQL>;

/** Whether a branch of `branches` (a CTE with column b) was cut at its limit: more channels could have been scored. */
const cappedSql = sql`SELECT coalesce(bool_or(n >= CASE b WHEN 1 THEN ${LIMITS_SQL.categoryLanguage} WHEN 2 THEN ${LIMITS_SQL.category} ELSE ${LIMITS_SQL.language} END), false)::int
  FROM (SELECT b, count(*) AS n FROM branches GROUP BY b) c`;

export function toFeatures(row: Pick<ChannelFitRow, 'channelId' | 'categoryId' | 'lang' | 'sizeBucket' | 'status' | 'topicIds' | 'formats' | 'verified' | 'lastUploadAt' | 'answeredShare' | 'medianReplyHours'>): FitFeatures {
  return {
    channelId: row.channelId,
    categoryId: row.categoryId,
    language: row.lang,
    sizeBucket: row.sizeBucket,
    status: row.status,
    topicIds: row.topicIds,
    formats: row.formats,
    verified: row.verified,
    lastUploadAt: row.lastUploadAt ? row.lastUploadAt.toISOString() : null,
    answeredShare: row.answeredShare,
    medianReplyHours: row.medianReplyHours,
  };
}

/** The dashboard filter on channel_fit's columns (the same meaning as the channels listing's filter). */
export function filterSql(q: ChannelFilterQuery): SQL {
  const conds: SQL[] = [sql`f.status IS DISTINCT FROM ${sql.raw(String(NOT_ACTIVELY_SEEKING_STATUS))}`, sql`f.subscribers BETWEEN ${q.subscribersMin}::bigint AND ${q.subscribersMax}::bigint`];
  if (q.categoryId !== undefined) conds.push(sql`f.category_id = ${q.categoryId}::smallint`);
  if (q.language !== undefined) conds.push(sql`f.lang = ${q.language.toLowerCase()}::text`);
  if (q.status !== undefined) conds.push(sql`f.status = ${q.status}::smallint`);
  if (q.activeWithinDays !== undefined) conds.push(sql`f.last_upload_at >= now() - make_interval(days => ${q.activeWithinDays}::int)`);
  return sql.join(conds, sql` AND `);
}

export interface FitPage {
  ids: number[];
  scores: number[];
  /** Candidates scored (the listing's length). */
  total: number;
  /** True when a branch was cut at its limit (more channels could have been scored). */
  capped: boolean;
}

// The vector (similar channels only) is not read with the features.
const fitReader = tableReader(channelFit, 'f', ['vec']);

/** The features of channels by id: every Relevance request of a member reads its own, and each page its cards'. */
const FIT_BY_IDS = prepared('channel_fit_by_ids', `select ${fitReader.columns} from channel_fit f where f.channel_id = any($1::int[])`);

/** The size buckets a branch reads, inclusive. */
export interface SizeWindow { from: number; to: number }

/**
 * Each candidate branch's size-bucket window for the member under the filter, or null when the filter leaves the
 * branch nothing: a category or language filter other than the member's own (the branch holds only the member's),
 * or subscriber bounds whose size buckets miss the window. The window is narrowed to the bounds' buckets: the
 * filter implies it, so the branch selects the same rows, but its index walk no longer reads the window's rows
 * that the subscriber condition then throws away (a filter of 100-250 K subscribers walked 70,000 English channels
 * of 31-99 K first; 1-5 M walked a 10 K-subscriber member's whole window: 30-200 ms at 1,000,000 channels).
 * sizeBucketOf is the bucket channel_fit_size_bucket() computes (a test checks the edges): both take floor(2 ×
 * log10(s + 1)) in double precision, exact at the powers of ten and never within rounding of another edge.
 */
export type BranchWindows = Record<keyof typeof CANDIDATE_LIMITS, SizeWindow | null>;

export function branchWindows(member: FitFeatures, q: ChannelFilterQuery): BranchWindows {
  const lowest = sizeBucketOf(q.subscribersMin);
  const highest = sizeBucketOf(q.subscribersMax);
  const around = (spread: number): SizeWindow | null => {
    const from = Math.max(member.sizeBucket - spread, lowest);
    const to = Math.min(member.sizeBucket + spread, highest);
    return from <= to ? { from, to } : null;
  };
  const categoryFits = member.categoryId !== null && (q.categoryId === undefined || q.categoryId === member.categoryId);
  const languageFits = member.language !== null && (q.language === undefined || q.language.toLowerCase() === member.language);
  return {
    categoryLanguage: categoryFits && languageFits ? around(4) : null,
    category: categoryFits ? around(1) : null,
    language: languageFits ? around(1) : null,
  };
}

export class CollabFitRepository {
  constructor(private readonly db: Db) {}

  /** A channel's id from its id (digits) or YouTube id; null when there is none. */
  async channelIdOf(ref: string): Promise<number | null> {
    const where = /^\d{1,10}$/.test(ref) ? eq(channels.id, Number(ref)) : eq(channels.youtubeId, ref);
    const rows = await this.db.select({ id: channels.id }).from(channels).where(where).limit(1);
    return rows[0]?.id ?? null;
  }

  /** The channels of these ids, in the order of the ids. */
  async channelRows(ids: readonly number[]): Promise<ChannelRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select().from(channels).where(inArray(channels.id, [...ids]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async features(ids: readonly number[]): Promise<FitFeatures[]> {
    if (ids.length === 0) return [];
    const rows = await runPrepared<Record<string, unknown>>(this.db, FIT_BY_IDS, [[...ids]]);
    return rows.map((raw) => toFeatures(fitReader.read(raw)));
  }

  /**
   * One page of the fit-sorted listing for the member's channel: candidates from the indexes of 0140 (covering
   * since 0180), each scored exactly, by score, then the partner's own status (Open before Invite Only),
   * subscribers and id.
   *
   * Each candidate is scored from the row its branch read (an index-only scan: every column of the score is in
   * the branch's index), so no candidate is looked up again; the score is one expression over the branches' union
   * (written once: building the query costs a quarter of what a copy per branch cost in Node). A channel found by
   * two branches has the same score in both and is kept once. The total is the number of distinct candidates,
   * counted beside the page rather than as a window over it.
   */
  async rank(member: FitFeatures, q: ChannelFilterQuery, offset: number, limit: number, now: Date): Promise<FitPage> {
    // The listing never holds Not Actively Seeking, so asking for that status leaves nothing: answered here, as the
    // planner does not see the contradiction and walked every branch's window to its end (30-280 ms at 1M).
    if (q.status === NOT_ACTIVELY_SEEKING_STATUS) return { ids: [], scores: [], total: 0, capped: false };
    // A page at or past CANDIDATES_MAX is past the end of any listing: only its length is asked for, which needs no
    // score (pages drawn at random land there 29 times in 30: the listing has at most 69 pages of 45).
    // No branch left: nothing to go by (no category, no language: a size-only branch would be a scan of channel_fit),
    // or a filter that empties every branch (another category and language, sizes far from the member's).
    const windows = branchWindows(member, q);
    if (Object.values(windows).every((w) => w === null)) return { ids: [], scores: [], total: 0, capped: false };
    if (offset >= CANDIDATES_MAX) return this.countCandidates(member, this.branches(member, windows, q, sql`f.channel_id`));
    // What the score and the order read: all of it in each branch's index.
    const branches = this.branches(member, windows, q, sql`f.channel_id, f.subscribers, f.category_id, f.lang, f.size_bucket, f.status, f.topic_ids, f.formats,
      f.verified, f.last_upload_at, f.answered_share, f.median_reply_hours`);
    // The member is left out after the limits, as a branch counts it towards its limit.
    // The totals come as their own row joined to the page, so a page past the end still learns the listing's length
    // (one query, not a second ranking).
    const result = await this.db.execute<{ id: number | null; score: number | null; total: number; capped: number }>(sql`
      WITH branches AS MATERIALIZED (
        SELECT f.channel_id AS id, ${fitScoreSql(now, member)} AS score, ${partnerStatusSql} AS own_status, f.subscribers, f.b
          FROM (${sql.join(branches, sql` UNION ALL `)}) f
      ),
      candidates AS MATERIALIZED (
        SELECT DISTINCT id, score, own_status, subscribers FROM branches WHERE id <> ${member.channelId}::int
      ),
      page AS (
        SELECT id, score, own_status, subscribers FROM candidates
         ORDER BY score DESC, own_status DESC, subscribers DESC, id DESC
         LIMIT ${limit}::int OFFSET ${offset}::int
      ),
      totals AS (
        SELECT (SELECT count(*) FROM candidates)::int AS total, (${cappedSql}) AS capped
      )
      SELECT p.id, p.score, t.total, t.capped
        FROM totals t LEFT JOIN page p ON true
       ORDER BY p.score DESC, p.own_status DESC, p.subscribers DESC, p.id DESC`);
    const head = result.rows[0];
    const rows = result.rows.filter((r): r is typeof r & { id: number; score: number } => r.id !== null && r.score !== null);
    return {
      ids: rows.map((r) => Number(r.id)),
      scores: rows.map((r) => Number(r.score)),
      total: head ? Number(head.total) : 0,
      capped: head ? Number(head.capped) === 1 : false,
    };
  }

  /**
   * The listing's length alone: the distinct candidates of the branches, read from their indexes, none scored.
   * A prepared statement per shape (which branches, which filters; the values are parameters): nearly every fit
   * request of a random page lands here, and planning it each time added 0.5-0.9 ms to its 2-3 ms at 1,000,000
   * channels. Its generic plan reads the same indexes: each branch's equalities and window match one
   * index's leading columns, whatever the values (query-plans.test.ts checks it).
   */
  private async countCandidates(member: FitFeatures, branches: SQL[]): Promise<FitPage> {
    const [head] = await executePrepared<{ total: number; capped: number }>(this.db, sql`
      WITH branches AS MATERIALIZED (${sql.join(branches, sql` UNION ALL `)})
      SELECT (SELECT count(*) FROM (SELECT DISTINCT channel_id FROM branches WHERE channel_id <> ${member.channelId}::int) d)::int AS total,
             (${cappedSql}) AS capped`);
    return { ids: [], scores: [], total: Number(head?.total ?? 0), capped: Number(head?.capped ?? 0) === 1 };
  }

  /**
   * The candidate branches of the member under the filter, each selecting `columns` of channel_fit `f` and its
   * branch number `b`. The member's values enter as constants: the planner then picks each branch's index with real
   * estimates; a branch whose value the member lacks is left out. Each branch reads its index in order (ORDER BY
   * its last column): with a common value the planner would otherwise take a scan that stops at the LIMIT, which
   * turns into a full scan when the window is sparse.
   */
  private branches(member: FitFeatures, windows: BranchWindows, q: ChannelFilterQuery, columns: SQL): SQL[] {
    const where = filterSql(q);
    const L = LIMITS_SQL;
    const out: SQL[] = [];
    if (windows.categoryLanguage) {
      const w = windows.categoryLanguage;
      out.push(sql`(SELECT ${columns}, 1 AS b FROM channel_fit f WHERE f.category_id = ${member.categoryId}::smallint
        AND f.lang = ${member.language}::text AND f.size_bucket BETWEEN ${w.from}::smallint AND ${w.to}::smallint AND ${where} ORDER BY f.size_bucket LIMIT ${L.categoryLanguage})`);
    }
    if (windows.category) {
      const w = windows.category;
      out.push(sql`(SELECT ${columns}, 2 AS b FROM channel_fit f WHERE f.category_id = ${member.categoryId}::smallint
        AND f.size_bucket BETWEEN ${w.from}::smallint AND ${w.to}::smallint AND ${where} ORDER BY f.size_bucket LIMIT ${L.category})`);
    }
    if (windows.language) {
      const w = windows.language;
      out.push(sql`(SELECT ${columns}, 3 AS b FROM channel_fit f WHERE f.lang = ${member.language}::text
        AND f.size_bucket BETWEEN ${w.from}::smallint AND ${w.to}::smallint AND ${where} ORDER BY f.size_bucket LIMIT ${L.language})`);
    }
    return out;
  }

  /** The fit score of the member with each of these channels, in SQL (the test compares it with the TypeScript rules). */
  async scoresSql(memberChannelId: number, ids: readonly number[], now: Date): Promise<Map<number, number>> {
    const [member] = await this.features([memberChannelId]);
    if (ids.length === 0 || !member) return new Map();
    const result = await this.db.execute<{ id: number; score: number }>(sql`
      SELECT f.channel_id AS id, ${fitScoreSql(now, member)} AS score
        FROM channel_fit f
       WHERE f.channel_id IN (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})`);
    return new Map(result.rows.map((r) => [Number(r.id), Number(r.score)]));
  }

  /**
   * The channel's nearest neighbours on vec (category, then language, then size bucket): a GiST nearest-neighbour
   * walk of channel_fit_vec_idx, never a scan.
   */
  async similar(channelId: number, limit: number): Promise<number[]> {
    const result = await this.db.execute<{ id: number }>(sql`
      SELECT f.channel_id AS id FROM channel_fit f
       WHERE f.channel_id <> ${channelId}::int
       ORDER BY f.vec <-> (SELECT vec FROM channel_fit WHERE channel_id = ${channelId}::int)
       LIMIT ${limit}::int`);
    return result.rows.map((r) => Number(r.id));
  }

  async refreshResponsiveness(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.execute(sql`SELECT channel_fit_refresh_responsiveness(${`{${ids.join(',')}}`}::int[])`);
  }

  /** Channels with collaboration requests or first messages: the ones whose responsiveness can change with time. */
  async channelsWithRequests(afterId: number, limit: number): Promise<number[]> {
    const result = await this.db.execute<{ id: number }>(sql`
      SELECT DISTINCT channel_id AS id FROM collab_requests WHERE channel_id > ${afterId}::int ORDER BY 1 LIMIT ${limit}::int`);
    return result.rows.map((r) => Number(r.id));
  }

  // Saved searches.

  async listSearches(userId: number): Promise<SavedSearchRow[]> {
    return this.db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.id));
  }

  async countSearches(userId: number): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(savedSearches).where(eq(savedSearches.userId, userId));
    return Number(row?.n ?? 0);
  }

  async createSearch(userId: number, name: string, filter: Record<string, unknown>): Promise<SavedSearchRow> {
    const [row] = await this.db.insert(savedSearches).values({ userId, name, filter }).returning();
    return row!;
  }

  async deleteSearch(userId: number, id: number): Promise<boolean> {
    const rows = await this.db.delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    return rows.length > 0;
  }

  /** Saved searches not checked since `before`, oldest check first. */
  async searchesDue(before: Date, limit: number): Promise<SavedSearchRow[]> {
    return this.db.select().from(savedSearches)
      .where(sql`${savedSearches.checkedAt} < ${before.toISOString()}::timestamptz`)
      .orderBy(asc(savedSearches.checkedAt), asc(savedSearches.id))
      .limit(limit);
  }

  /**
   * Channels that joined or changed (a column of the filter or the score) after `since` and match the filter now,
   * the searcher's own channels left out; at most `cap` are counted. Read from channel_fit_changed_idx.
   */
  async newMatches(q: ChannelFilterQuery, userId: number, since: Date, until: Date, cap: number): Promise<number> {
    const result = await this.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM channel_fit f
         WHERE f.changed_at > ${since.toISOString()}::timestamptz AND f.changed_at <= ${until.toISOString()}::timestamptz
           AND ${filterSql(q)}
           AND NOT EXISTS (SELECT 1 FROM channels c WHERE c.id = f.channel_id AND c.owner_user_id = ${userId}::int)
         LIMIT ${cap}::int) hits`);
    return Number(result.rows[0]?.n ?? 0);
  }

  async markChecked(id: number, at: Date): Promise<void> {
    await this.db.update(savedSearches).set({ checkedAt: at }).where(eq(savedSearches.id, id));
  }

  /** The database's clock: what channel_fit.changed_at is stamped with. */
  async databaseNow(): Promise<Date> {
    const result = await this.db.execute<{ now: string | Date }>(sql`SELECT now() AS now`);
    return new Date(result.rows[0]!.now);
  }
}
