// Collab-fit queries over channel_fit (migration 0140): the fit-sorted listing, the features that explain a
// score, similar channels, and saved searches.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FitFeatures } from 'shared-api';
import { sizeBucketOf } from 'shared-api/collab-fit-rules';
import type { Db } from '../../db/client';
import { bindParam, prepared, preparedByText, runPrepared, tableReader, textSql } from '../../db/prepared';
import { channelFit, channels, savedSearches, type ChannelFitRow, type ChannelRow, type SavedSearchRow } from '../../db/schema';
import type { MatchCondition } from '../channels/channel-counts';
import { RECENT_ACTIVITY_DAYS } from '../channels/recent-activity';
import type { ResolvedFilter as ChannelFilterQuery } from '../channels/service';
import { countsServe, KEY_SLOTS, keyCountsText, stepTerms, wholeStep, type FitCountTerm } from './fit-counts';
import { fitScoreSql, partnerStatusSql } from './fit-sql';
import { NOT_ACTIVELY_SEEKING_STATUS } from '../collab-requests/service';

/**
 * The candidates of the fit sort: channels that share the member's category and language (sizes within 4 steps),
 * the category but not the language, or the language but not the category (sizes within 1 step). Only these are
 * scored; docs/discovery.md explains what that leaves out. (Shared tags are scored but pick no candidate: a frequent
 * tag matches a tenth of all channels, and its GIN bitmap alone cost 200 ms.)
 *
 * Each kind is read one size step at a time, each step bounded by its distance from the member's own size (index
 * 0 is the member's step): a bound over a whole window filled from its smallest step, and at a million channels the
 * member's own size never made the list. The branches are disjoint, so the listing's length is the sum of their
 * counts: no channel is found twice, and nothing is de-duplicated.
 */
export const CANDIDATE_LIMITS = {
  categoryLanguage: [500, 300, 150, 75, 40],
  category: [300, 150],
  language: [300, 150],
} as const satisfies Record<string, readonly number[]>;

type CandidateKind = keyof typeof CANDIDATE_LIMITS;

/** The most candidates a listing can hold: every step of every kind full. */
export const CANDIDATES_MAX = Object.values(CANDIDATE_LIMITS)
  .reduce((sum, steps) => sum + steps.reduce((a, b, i) => a + (i === 0 ? b : 2 * b), 0), 0);

/** One candidate branch: a kind's size step and how many channels it may give. */
export interface CandidateStep { kind: CandidateKind; sizeBucket: number; limit: number }

/**
 * Each branch of the member's windows, nearest sizes first. `padded`: every step of each kind whose window is not
 * empty, those outside the window with limit 0 (read as nothing), so that the statement's text depends on the
 * kinds and the filters only, not on where the subscriber bounds cut the windows: the count is a prepared
 * statement per text, planned five times per connection before its generic plan serves (db/prepared.ts).
 */
export function candidateSteps(member: FitFeatures, windows: BranchWindows, { padded = false } = {}): CandidateStep[] {
  const steps: CandidateStep[] = [];
  for (const kind of Object.keys(CANDIDATE_LIMITS) as CandidateKind[]) {
    const window = windows[kind];
    if (!window) continue;
    const limits = CANDIDATE_LIMITS[kind];
    limits.forEach((limit, distance) => {
      for (const bucket of distance === 0 ? [member.sizeBucket] : [member.sizeBucket - distance, member.sizeBucket + distance]) {
        const inside = bucket >= window.from && bucket <= window.to;
        if (inside || padded) steps.push({ kind, sizeBucket: bucket, limit: inside ? limit : 0 });
      }
    });
  }
  return steps.sort((a, b) => Math.abs(a.sizeBucket - member.sizeBucket) - Math.abs(b.sizeBucket - member.sizeBucket));
}

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

/**
 * The dashboard filter on channel_fit's columns (the same meaning as the channels listing's filter) as text, its
 * values appended to `values`. Text rather than the query builder: the fit count, sent by nearly every Relevance
 * request, spent 4 % of the server's main thread building and rendering its statement with the builder.
 */
function filterText(q: ChannelFilterQuery, values: unknown[]): string {
  const conds = [
    `f.status IS DISTINCT FROM ${NOT_ACTIVELY_SEEKING_STATUS}`,
    `f.subscribers BETWEEN ${bindParam(values, q.subscribersMin, 'bigint')} AND ${bindParam(values, q.subscribersMax, 'bigint')}`,
  ];
  if (q.categoryId !== undefined) conds.push(`f.category_id = ${bindParam(values, q.categoryId, 'smallint')}`);
  if (q.language !== undefined) conds.push(`f.lang = ${bindParam(values, q.language.toLowerCase(), 'text')}`);
  if (q.status !== undefined) conds.push(`f.status = ${bindParam(values, q.status, 'smallint')}`);
  // The 30-day window is the flag, as in the channels listing and counts (channels/recent-activity.ts), written as a
  // literal so the planner takes the step indexes over flagged rows (0280).
  if (q.activeWithinDays === RECENT_ACTIVITY_DAYS) conds.push('f.recently_active');
  else if (q.activeWithinDays !== undefined) conds.push(`f.last_upload_at >= now() - make_interval(days => ${bindParam(values, q.activeWithinDays, 'int')})`);
  return conds.join(' AND ');
}

/** filterText as the query builder's SQL, for statements built with it. */
export function filterSql(q: ChannelFilterQuery): SQL {
  return textSql((values) => filterText(q, values));
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
  const both = categoryFits && languageFits;
  return {
    categoryLanguage: both ? around(4) : null,
    // With the first branch, the category branch holds the other languages only: a filter on the member's language
    // leaves it nothing (and the language branch nothing under a filter on the member's category).
    category: categoryFits && !(both && q.language !== undefined) ? around(1) : null,
    language: languageFits && !(both && q.categoryId !== undefined) ? around(1) : null,
  };
}

/**
 * One SELECT per candidate step as text, selecting `columns` of channel_fit `f` and the step's number `b`, its values
 * appended to `values`. The member's values are parameters too: the count's text then depends on the kinds of steps
 * and the filters only. Each step is an equality on its index's leading columns (0260), read in the order of the
 * next one, subscribers: the subscriber bounds are a range there, so a step cut by a bound reads only its matches,
 * and the ORDER BY keeps the index (with a common value the planner would otherwise take a scan that stops at the
 * LIMIT, a full scan when the step is sparse). The member's own channel is left out (a branch never gives it).
 */
function candidateBranchTexts(member: FitFeatures, steps: readonly CandidateStep[], q: ChannelFilterQuery, columns: string, values: unknown[]): string[] {
  const where = `${filterText(q, values)} AND f.channel_id <> ${bindParam(values, member.channelId, 'int')}`;
  // The category and the language branches leave out what the category-and-language one gives (its window holds
  // theirs); without that branch (no such member value, or a filter on another) they leave out nothing.
  const split = steps.some((step) => step.kind === 'categoryLanguage');
  // Each member value becomes a parameter when a step first uses it: PostgreSQL cannot type a parameter no text uses.
  let categoryId: string | undefined;
  let language: string | undefined;
  const categoryParam = () => (categoryId ??= bindParam(values, member.categoryId, 'smallint'));
  const languageParam = () => (language ??= bindParam(values, member.language, 'text'));
  return steps.map((step, i) => {
    const kind = step.kind === 'categoryLanguage'
      ? `f.category_id = ${categoryParam()} AND f.lang = ${languageParam()}`
      : step.kind === 'category'
        ? `f.category_id = ${categoryParam()}${split ? ` AND f.lang IS DISTINCT FROM ${languageParam()}` : ''}`
        : `f.lang = ${languageParam()}${split ? ` AND f.category_id IS DISTINCT FROM ${categoryParam()}` : ''}`;
    return `(SELECT ${columns}, ${i + 1} AS b FROM channel_fit f WHERE ${kind} AND f.size_bucket = ${bindParam(values, step.sizeBucket, 'smallint')} AND ${where}
      ORDER BY f.subscribers LIMIT ${bindParam(values, step.limit, 'int')})`;
  });
}

/** The candidate steps' rows as one UNION ALL in the query builder's SQL (candidateBranchTexts); null without steps. */
export function candidateUnion(member: FitFeatures, steps: readonly CandidateStep[], q: ChannelFilterQuery, columns: string): SQL | null {
  if (steps.length === 0) return null;
  return textSql((values) => candidateBranchTexts(member, steps, q, columns, values).join(' UNION ALL '));
}

/** Whether a step of `candidates` (rows with column b) was cut at its limit: more channels could have been scored. */
function cappedSql(steps: readonly CandidateStep[]): SQL {
  const full = steps.map((step, i) => sql`count(*) FILTER (WHERE b = ${sql.raw(String(i + 1))}) >= ${sql.raw(String(step.limit))}`);
  return sql`(${sql.join(full, sql` OR `)})::int`;
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
   * (written once: building the query costs a quarter of what a copy per branch cost in Node). The branches are
   * disjoint, so the total is their rows, counted beside the page rather than as a window over it.
   */
  async rank(member: FitFeatures, q: ChannelFilterQuery, offset: number, limit: number, now: Date, onlyIf?: MatchCondition): Promise<FitPage> {
    // The listing never holds Not Actively Seeking, so asking for that status leaves nothing: answered here, as the
    // planner does not see the contradiction and walked every branch's window to its end (30-280 ms at 1M).
    if (q.status === NOT_ACTIVELY_SEEKING_STATUS) return { ids: [], scores: [], total: 0, capped: false };
    // No branch left: nothing to go by (no category, no language: a size-only branch would be a scan of channel_fit),
    // or a filter that empties every branch (another category and language, sizes far from the member's).
    const windows = branchWindows(member, q);
    const steps = candidateSteps(member, windows);
    if (steps.length === 0) return { ids: [], scores: [], total: 0, capped: false };
    // A page at or past CANDIDATES_MAX is past the end of any listing: only its length is asked for, which needs no
    // score (pages drawn at random land there 31 times in 32: the listing has at most 63 pages of 45).
    if (offset >= CANDIDATES_MAX) return this.countCandidates(member, windows, q, onlyIf);
    // What the score and the order read: all of it in each branch's index.
    const union = candidateUnion(member, steps, q, `f.channel_id, f.subscribers, f.category_id, f.lang, f.size_bucket, f.status, f.topic_ids, f.formats,
      f.verified, f.last_upload_at, f.answered_share, f.median_reply_hours`)!;
    // The totals come as their own row joined to the page, so a page past the end still learns the listing's length
    // (one query, not a second ranking). `onlyIf` is a one-time filter: false, no branch is read.
    const result = await this.db.execute<{ id: number | null; score: number | null; total: number; capped: number }>(sql`
      WITH candidates AS MATERIALIZED (
        SELECT f.channel_id AS id, ${fitScoreSql(now, member)} AS score, ${partnerStatusSql} AS own_status, f.subscribers, f.b
          FROM (${union}) f${onlyIf ? sql` WHERE ${textSql(onlyIf)}` : sql``}
      ),
      page AS (
        SELECT id, score, own_status, subscribers FROM candidates
         ORDER BY score DESC, own_status DESC, subscribers DESC, id DESC
         LIMIT ${limit}::int OFFSET ${offset}::int
      ),
      totals AS (
        SELECT count(*)::int AS total, ${cappedSql(steps)} AS capped
          FROM candidates
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
   * The listing's length alone, none scored: each step's channels from channel_fit_counts (fit-counts.ts), those of
   * a step the subscriber bounds cut counted from its index, and summed, each at most its limit (the branches are
   * disjoint). One prepared statement per shape (which branches, which filters; the values are parameters): nearly
   * every fit request of a random page lands here. Filters the counts cannot tell are counted from the indexes.
   */
  private async countCandidates(member: FitFeatures, windows: BranchWindows, q: ChannelFilterQuery, onlyIf?: MatchCondition): Promise<FitPage> {
    const steps = candidateSteps(member, windows);
    const split = steps.some((step) => step.kind === 'categoryLanguage');
    const terms = steps.map((step) => stepTerms(step.kind, member, q, split));
    const keys = [...new Map(terms.flat().flatMap((t) => (t ? [[`${t.categoryId}|${t.lang}`, t] as const] : []))).values()];
    if (!countsServe(q) || terms.some((t) => t === null) || keys.length > KEY_SLOTS) return this.countByIndex(member, windows, q, onlyIf);
    const slotOf = (t: FitCountTerm) => keys.findIndex((k) => k.categoryId === t.categoryId && k.lang === t.lang);
    // Two edge steps a kind (its window's first and last), counted from the index when the bounds cut them, else
    // read as nothing (limit 0): the text stays one per shape wherever the bounds fall.
    const edges: CandidateStep[] = [];
    for (const kind of Object.keys(CANDIDATE_LIMITS) as CandidateKind[]) {
      const window = windows[kind];
      if (!window) continue;
      for (const bucket of [window.from, window.to]) {
        const step = steps.find((s) => s.kind === kind && s.sizeBucket === bucket);
        const counted = step !== undefined && !wholeStep(bucket, q) && !edges.some((e) => e.kind === kind && e.sizeBucket === bucket && e.limit > 0);
        edges.push({ kind, sizeBucket: bucket, limit: counted ? step.limit : 0 });
      }
    }
    const values: unknown[] = [];
    const from = Math.min(...steps.map((s) => s.sizeBucket));
    const to = Math.max(...steps.map((s) => s.sizeBucket));
    const parts = [
      keyCountsText(keys, from, to, q, values),
      // Whether the member's own channel matches the filter: the counts hold it, the branches leave it out.
      `SELECT -1, NULL::smallint, count(*)::bigint FROM channel_fit f WHERE f.channel_id = ${bindParam(values, member.channelId, 'int')} AND ${filterText(q, values)}`,
      ...candidateBranchTexts(member, edges, q, '1', values).map((branch, i) => `SELECT ${-2 - i}, NULL::smallint, count(*)::bigint FROM ${branch} c`),
    ];
    // `onlyIf` false: no row, without reading anything (a one-time filter).
    const rows = await runPrepared<{ part: number; b: number | null; n: string | number }>(this.db, preparedByText(`
      SELECT part, b, n FROM (${parts.join('\n      UNION ALL ')}) parts${onlyIf ? ` WHERE ${onlyIf(values)}` : ''}`), values);
    if (rows.length === 0) return { ids: [], scores: [], total: 0, capped: false };
    const counted = new Map(rows.map((r) => [`${r.part}|${r.b ?? ''}`, Number(r.n)]));
    const read = (part: number, bucket?: number) => counted.get(`${part}|${bucket ?? ''}`) ?? 0;
    const memberMatches = read(-1) > 0;
    let total = 0;
    let capped = false;
    steps.forEach((step, i) => {
      const edge = edges.findIndex((e) => e.kind === step.kind && e.sizeBucket === step.sizeBucket && e.limit > 0);
      const n = edge >= 0
        ? read(-2 - edge)
        : Math.max(0, terms[i]!.reduce((sum, t) => sum + t.sign * read(slotOf(t), step.sizeBucket), 0)
          - (memberMatches && step.sizeBucket === member.sizeBucket && (step.kind === 'categoryLanguage' || !split) ? 1 : 0));
      total += Math.min(step.limit, n);
      capped ||= n >= step.limit;
    });
    return { ids: [], scores: [], total, capped };
  }

  /**
   * countCandidates from the indexes alone: each branch's rows counted (index-only scans of the candidate indexes,
   * query-plans.test.ts checks it), for filters the counts cannot tell.
   */
  private async countByIndex(member: FitFeatures, windows: BranchWindows, q: ChannelFilterQuery, onlyIf?: MatchCondition): Promise<FitPage> {
    const steps = candidateSteps(member, windows, { padded: true });
    const values: unknown[] = [];
    const counts = candidateBranchTexts(member, steps, q, '1', values)
      .map((branch, i) => `(SELECT count(*)::int AS n, ${bindParam(values, steps[i]!.limit, 'int')} AS cap FROM ${branch} c)`);
    // `onlyIf` false: one row of 0 without reading a branch (a one-time filter under the aggregate).
    const [head] = await runPrepared<{ total: number; capped: boolean }>(this.db, preparedByText(`
      SELECT coalesce(sum(n), 0)::int AS total, coalesce(bool_or(cap > 0 AND n >= cap), false) AS capped
        FROM (${counts.join(' UNION ALL ')}) counted${onlyIf ? ` WHERE ${onlyIf(values)}` : ''}`), values);
    return { ids: [], scores: [], total: Number(head?.total ?? 0), capped: head?.capped === true };
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
