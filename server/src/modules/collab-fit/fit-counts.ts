// The fit sort's length from channel_fit_counts (migration 0290) instead of counting each size step's rows: a page
// past the listing's end (31 random pages in 32) asks only for it. A step's channels are one or two keys of the
// counts (the category in another language is n(category, ANY) - n(category, language)); a step that the subscriber
// bounds cut is still counted from its index, as are filters the counts cannot tell (an activity window of other
// days). The member's own channel is taken off the step that holds it, as the branches leave it out.
import type { FitFeatures } from 'shared-api';
import { sizeBucketOf } from 'shared-api/collab-fit-rules';
import type { Db } from '../../db/client';
import { bindParam } from '../../db/prepared';
import { foldDeltas } from '../channels/channel-counts';
import { RECENT_ACTIVITY_DAYS } from '../channels/recent-activity';
import type { ResolvedFilter as ChannelFilterQuery } from '../channels/service';

/** The counts' ANY category and language (0290). */
export const ANY_FIT_CATEGORY = -1;
export const ANY_FIT_LANGUAGE = '';

/** A key of the counts and whether its channels are added or taken away. */
export interface FitCountTerm { categoryId: number; lang: string; sign: 1 | -1 }

/** A step's kind as conditions on category and language: equal to a value, not equal to one, or anything. */
type Condition<T> = { eq: T } | { ne: T } | 'any';

/**
 * A step's channels as keys of the counts: its kind's conditions (the member's category and language; "not the
 * member's" where the category-and-language branch exists) with the filter's category and language; no keys when
 * the two contradict (the step holds nothing), null when the counts have no such key (an empty language).
 */
export function stepTerms(
  kind: 'categoryLanguage' | 'category' | 'language', member: FitFeatures, q: ChannelFilterQuery, split: boolean,
): FitCountTerm[] | null {
  const narrow = <T>(c: Condition<T>, filter: T | undefined): Condition<T> | null => {
    if (filter === undefined) return c;
    if (c === 'any') return { eq: filter };
    if ('eq' in c) return c.eq === filter ? c : null;
    return c.ne === filter ? null : { eq: filter };
  };
  const mc = member.categoryId;
  const ml = member.language;
  const category = narrow<number | null>(
    kind === 'language' ? (split ? { ne: mc } : 'any') : { eq: mc }, q.categoryId);
  const language = narrow<string | null>(
    kind === 'category' ? (split ? { ne: ml } : 'any') : { eq: ml }, q.language?.toLowerCase());
  if (!category || !language) return [];
  const value = <T>(c: Condition<T>, any: T): T => (c === 'any' ? any : 'eq' in c ? c.eq : c.ne);
  const c = value(category, ANY_FIT_CATEGORY as number | null);
  const l = value(language, ANY_FIT_LANGUAGE as string | null);
  // A branch never runs on a member without its value, and '' is the counts' ANY: neither is a key.
  if (c === null || l === null || (language !== 'any' && l === ANY_FIT_LANGUAGE)) return null;
  if (category !== 'any' && 'ne' in category) return [{ categoryId: ANY_FIT_CATEGORY, lang: l, sign: 1 }, { categoryId: c, lang: l, sign: -1 }];
  if (language !== 'any' && 'ne' in language) return [{ categoryId: c, lang: ANY_FIT_LANGUAGE, sign: 1 }, { categoryId: c, lang: l, sign: -1 }];
  return [{ categoryId: c, lang: l, sign: 1 }];
}

/** Whether the subscriber bounds hold every channel of a size step (else the step is counted from its index). */
export function wholeStep(bucket: number, q: Pick<ChannelFilterQuery, 'subscribersMin' | 'subscribersMax'>): boolean {
  return (q.subscribersMin <= 0 || sizeBucketOf(q.subscribersMin - 1) < bucket) && sizeBucketOf(q.subscribersMax + 1) > bucket;
}

/** Whether the counts can tell the filter's matches: any filter but an activity window other than the flagged one. */
export function countsServe(q: ChannelFilterQuery): boolean {
  return q.activeWithinDays === undefined || q.activeWithinDays === RECENT_ACTIVITY_DAYS;
}

/** The number of key slots a read always has (unused ones read a key no row has), so its text stays one. */
export const KEY_SLOTS = 3;

/**
 * The counts' rows of up to KEY_SLOTS keys over a range of size steps as text, summed per slot and step (columns
 * part = the slot, b = the step, n), its values appended to `values`: both tables read by their key's index.
 */
export function keyCountsText(keys: readonly Pick<FitCountTerm, 'categoryId' | 'lang'>[], from: number, to: number, q: ChannelFilterQuery, values: unknown[]): string {
  const lo = bindParam(values, from, 'smallint');
  const hi = bindParam(values, to, 'smallint');
  const status = q.status !== undefined ? ` AND status = ${bindParam(values, q.status, 'smallint')}` : '';
  const active = q.activeWithinDays === RECENT_ACTIVITY_DAYS ? ' AND active' : '';
  const slots = Array.from({ length: KEY_SLOTS }, (_, i) => keys[i] ?? { categoryId: -2, lang: ANY_FIT_LANGUAGE });
  const reads = slots.map((key, i) => {
    const where = `category_id = ${bindParam(values, key.categoryId, 'smallint')} AND lang = ${bindParam(values, key.lang, 'text')}
        AND size_bucket BETWEEN ${lo} AND ${hi}${status}${active}`;
    return `SELECT ${i} AS part, size_bucket AS b, n FROM channel_fit_counts WHERE ${where}
      UNION ALL SELECT ${i}, size_bucket, n FROM channel_fit_count_deltas WHERE ${where}`;
  });
  return `SELECT part, b, sum(n)::bigint AS n FROM (${reads.join('\n      UNION ALL ')}) k GROUP BY 1, 2`;
}

/** The counts' deltas folded into channel_fit_counts (the queue channel-counts.fold, as channel_counts' own). */
export class FitCountsRepository {
  constructor(private readonly db: Db) {}

  /** Moves every delta into channel_fit_counts in one statement; returns the delta rows moved. */
  async fold(): Promise<number> {
    return foldDeltas(this.db, 'channel_fit_count_deltas', 'channel_fit_counts', ['category_id', 'lang', 'size_bucket', 'status', 'active']);
  }
}
