// Channel queries. Every filter and sort is backed by an index of migrations 0002, 0010, 0011 and 0060.
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Language, SortOption, Tag } from 'shared-api';
import type { Db } from '../../db/client';
import { bindParam, planned, prepared, runPrepared } from '../../db/prepared';
import { PgDialect } from 'drizzle-orm/pg-core';
import { cardJsonSql, type CardJson } from './mapper';
import type { SortKey } from './page-anchors';
import { channelLanguages, channels, channelTags, languages, tags, youtubeGrants, type ChannelRow } from '../../db/schema';
import { RECENT_ACTIVITY_DAYS } from './recent-activity';

export interface ChannelFilterQuery {
  subscribersMin: number;
  subscribersMax: number;
  categoryId?: number;
  language?: string;
  status?: number;
  /**
   * Only channels with an upload within this many days: RECENT_ACTIVITY_DAYS (the one the API offers) as the flag
   * channels.recently_active and its indexes (recent-activity.ts), any other through channels_last_upload_idx.
   */
  activeWithinDays?: number;
  excludeId?: number;
}

export interface ChannelQuery extends ChannelFilterQuery {
  sort: SortOption;
  /** Rows to skip after `after` (or from the top). */
  offset: number;
  limit: number;
  /** Keyset start: only rows sorting strictly below this key (see page-anchors.ts). */
  after?: SortKey;
}

/** Escapes LIKE metacharacters so user text matches literally (with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Relevance: members first, then profile completeness (category, language, status, about: one point each),
 * then subscribers, then newest id. All folded into the generated column relevance_rank, so the sort is served
 * by channels_relevance_idx (relevance_rank DESC, subscribers DESC, id DESC).
 */
export const ORDER: Record<SortOption, SQL[]> = {
  relevance: [sql`${channels}.relevance_rank desc`, desc(channels.subscribers), desc(channels.id)],
  subscriber_count: [desc(channels.subscribers), desc(channels.id)],
  most_recent: [desc(channels.createdAt), desc(channels.id)],
};

/**
 * The sort key columns of each sort, with the type each keyset parameter is cast back to. Every sort is
 * descending on all its columns, so "after this key" is one row comparison that the sort's index serves.
 * The one definition of the keys: page(), ownChannel() and the listing marks (listing-marks.ts) all read it.
 */
export const SORT_KEY: Record<SortOption, Array<{ column: SQL; type: SQL }>> = {
  relevance: [
    { column: sql`${channels}.relevance_rank`, type: sql`smallint` },
    { column: sql`${channels.subscribers}`, type: sql`bigint` },
    { column: sql`${channels.id}`, type: sql`integer` },
  ],
  subscriber_count: [
    { column: sql`${channels.subscribers}`, type: sql`bigint` },
    { column: sql`${channels.id}`, type: sql`integer` },
  ],
  most_recent: [
    { column: sql`${channels.createdAt}`, type: sql`timestamptz` },
    { column: sql`${channels.id}`, type: sql`integer` },
  ],
};

/**
 * The filter's conditions, defined once as data: each a column expression of `channels`, an operator and a value
 * with its type. filterConditions() renders them for the query builder, filterText() as plain SQL text for the hot
 * statements that skip it (the same expressions, so the same indexes serve both).
 */
interface FilterPart {
  expr: string;
  /** 'is set': the boolean column `expr` itself, no value (a literal, so the planner matches partial indexes on it). */
  op: '>=' | '<=' | '=' | '<>' | 'is set';
  value: number | string;
  type: string;
  around?: readonly [before: string, after: string];
  /** The same condition on a channel's facts (placementOf): the fact compared, and the value when it is not `value`. */
  fact: keyof ChannelFacts;
  factValue?: (nowMs: number) => number;
}

/**
 * What the filter reads of one channel, as PostgreSQL computes it (the language lower-cased by lower(), the last
 * upload in epoch milliseconds): a channel's facts decide whether it matches a filter without a statement.
 */
export interface ChannelFacts {
  id: number;
  subscribers: number;
  categoryId: number | null;
  language: string | null;
  status: number | null;
  lastUploadMs: number | null;
  recentlyActive: boolean;
}

const DAY_MS = 86_400_000;

function filterParts(q: ChannelFilterQuery): FilterPart[] {
  const parts: FilterPart[] = [
    { expr: 'channels.subscribers', op: '>=', value: q.subscribersMin, type: 'bigint', fact: 'subscribers' },
    { expr: 'channels.subscribers', op: '<=', value: q.subscribersMax, type: 'bigint', fact: 'subscribers' },
  ];
  if (q.categoryId !== undefined) parts.push({ expr: 'channels.category_id', op: '=', value: q.categoryId, type: 'smallint', fact: 'categoryId' });
  // Exactly the expression of the language indexes (0002).
  if (q.language !== undefined) {
    parts.push({ expr: 'lower(channels.main_language)', op: '=', value: q.language.toLowerCase(), type: 'text', fact: 'language' });
  }
  if (q.status !== undefined) parts.push({ expr: 'channels.collaboration_status', op: '=', value: q.status, type: 'smallint', fact: 'status' });
  if (q.activeWithinDays === RECENT_ACTIVITY_DAYS) {
    // The flag alone (0270, recent-activity.ts): the same rows the channel counts count, served by the indexes over
    // flagged channels. A recheck of the date beside it made the planner take the two for independent and expect a
    // tenth of the window, and pick bitmap plans that read the table (45 ms for a deep page).
    parts.push({ expr: 'channels.recently_active', op: 'is set', value: 1, type: 'boolean', fact: 'recentlyActive' });
  } else if (q.activeWithinDays !== undefined) {
    const days = q.activeWithinDays;
    parts.push({
      expr: 'channels.last_upload_at', op: '>=', value: days, type: 'int',
      around: ['now() - make_interval(days => ', ')'],
      // N × 24 hours: what make_interval(days => N) subtracts in a UTC session (the databases' default); in a zone
      // with daylight saving the two differ by an hour around a change.
      fact: 'lastUploadMs', factValue: (nowMs) => nowMs - days * DAY_MS,
    });
  }
  if (q.excludeId !== undefined) parts.push({ expr: 'channels.id', op: '<>', value: q.excludeId, type: 'int', fact: 'id' });
  return parts;
}

/** One filter part on a channel's facts, as SQL decides it: a missing (null) fact matches nothing. */
function factHolds(part: FilterPart, facts: ChannelFacts, nowMs: number): boolean {
  const left = facts[part.fact];
  if (part.op === 'is set') return left === true;
  if (left === null || typeof left === 'boolean') return false;
  const right = part.factValue ? part.factValue(nowMs) : part.value;
  switch (part.op) {
    case '>=': return left >= right;
    case '<=': return left <= right;
    case '=': return left === right;
    case '<>': return left !== right;
  }
}

export function filterConditions(q: ChannelFilterQuery): SQL {
  return sql.join(filterParts(q).map((part) => {
    if (part.op === 'is set') return sql.raw(part.expr);
    const param = sql`${part.value}::${sql.raw(part.type)}`;
    const right = part.around ? sql`${sql.raw(part.around[0])}${param}${sql.raw(part.around[1])}` : param;
    return sql`${sql.raw(part.expr)} ${sql.raw(part.op)} ${right}`;
  }), sql` and `);
}

/**
 * The filter as SQL text over `channels` with $n parameters appended to `values` (numbered after those already
 * there): for statements written without the query builder, whose text then depends only on which filters are set.
 */
export function filterText(q: ChannelFilterQuery, values: unknown[]): string {
  return filterParts(q).map((part) => {
    if (part.op === 'is set') return part.expr;
    const param = bindParam(values, part.value, part.type);
    return `${part.expr} ${part.op} ${part.around ? `${part.around[0]}${param}${part.around[1]}` : param}`;
  }).join(' and ');
}

/** "After this key" under `sort` as SQL text over `channels`, its values appended to `values` as $n parameters. */
function afterKeyText(sort: SortOption, key: SortKey, values: unknown[]): string {
  const cols = SORT_KEY_COLUMNS[sort];
  if (key.length !== cols.length) throw new Error(`sort key of ${sort} has ${cols.length} parts`);
  const right = cols.map((c, i) => {
    values.push(String(key[i]));
    return `cast($${values.length} as ${c.type})`;
  });
  return `(${cols.map((c) => c.column).join(', ')}) < (${right.join(', ')})`;
}

/**
 * Compares two sort keys of `sort` as page() and ownChannel() return them (text): negative when `a` sorts after
 * `b` in the listing, positive when before (every sort is descending). Timestamps compare as text: PostgreSQL
 * prints them in one fixed-width form, fractions without trailing zeros, so text order is time order.
 */
/** A row's sort key under `sort` as one text array: the form page() returns and keyset conditions take. */
export function sortKeyText(sort: SortOption): SQL<string[]> {
  return sql<string[]>`array[${sql.join(SORT_KEY[sort].map((c) => sql`${c.column}::text`), sql`, `)}]`;
}

/** Each sort's key as the text sortKeyText() renders, for statements written without the query builder. */
const dialect = new PgDialect();
const textOf = (part: SQL) => dialect.sqlToQuery(part).sql;

/** Each sort's key columns and their types as SQL text over `channels`. */
const SORT_KEY_COLUMNS = Object.fromEntries(Object.entries(SORT_KEY).map(([sort, cols]) =>
  [sort, cols.map((c) => ({ column: textOf(c.column), type: textOf(c.type) }))])) as Record<SortOption, Array<{ column: string; type: string }>>;

const SORT_KEY_TEXT = Object.fromEntries(Object.entries(SORT_KEY_COLUMNS).map(([sort, cols]) =>
  [sort, `array[${cols.map((c) => `${c.column}::text`).join(', ')}]`])) as Record<SortOption, string>;

/** Each sort's ORDER BY list as SQL text over `channels`. */
const ORDER_TEXT = Object.fromEntries(Object.entries(ORDER).map(([sort, parts]) => [sort, parts.map(textOf).join(', ')])) as Record<SortOption, string>;

export function compareSortKeys(sort: SortOption, a: SortKey, b: SortKey): number {
  const cols = SORT_KEY[sort];
  for (let i = 0; i < cols.length; i++) {
    const x = String(a[i]);
    const y = String(b[i]);
    if (x === y) continue;
    const timestamp = sort === 'most_recent' && i === 0;
    if (timestamp) return x > y ? 1 : -1;
    return Number(x) > Number(y) ? 1 : -1;
  }
  return 0;
}

/** Leads the SQL of the background count (total-counts.ts), which no request waits for. */
export const BACKGROUND_COUNT_MARK = '/* background total */';

/** pg_trgm indexes need at least one full trigram; shorter terms are answered by the prefix index (0011). */
export const MIN_SUBSTRING_SEARCH_LENGTH = 3;

/** Prefix matches sorted by subscribers in memory at most; more are found by walking subscriber order. */
export const PREFIX_SORT_LIMIT = 5_000;

/** Two words, or one long word: few names start with it (a single short word starts tens of thousands). */
export function selectivePrefix(term: string): boolean {
  return /\s/.test(term) || Array.from(term).length >= 6;
}

/** Channels' cards by id: one text for any number of ids, prepared (every page with rows asks it). */
const CARDS_BY_IDS = prepared('channels_card_json_by_ids', `select c.id, ${cardJsonSql('c')} as card_json from channels c where c.id = any($1::int[])`);

/**
 * A page of a term's posting list (search-postings.ts) with its cards, in one statement: $1 the term, $2..$3 the
 * positions (nobody left out), $4 the caller's channel (or null), $5 the escaped term, $6 whether infix matches
 * count. No row: the term is not listed. Otherwise one row per listed position (with no card when the channel is
 * gone or its name no longer matches: lists are up to 10 minutes old), or one row with no position when none is
 * listed there; each row says how many ids the term lists, the build's depth, and whether $4 is listed before $2.
 * `offset 0` keeps that last check a sub-select of its own, run once: pulled up into the select list, PostgreSQL ran
 * it once per row of the page, reading the term's lists up to $2 each time (0.43 against 0.19 ms a page at 1,000,000
 * channels).
 */
const LISTED_SEARCH_PAGE = prepared('search_listed_page', `
  select t.listed as listed_count, t.depth as listed_depth, x.pos as listed_pos, own.before as own_listed_before,
    c.id as card_id, ${cardJsonSql('c')} as card_json
  from search_terms t
  cross join lateral (
    select exists(select 1 from search_postings p
                   where p.term = t.term and p.chunk <= $2::int / t.chunk_size
                     and $4::int = any(p.ids[1 : $2::int - p.chunk * t.chunk_size])) as before
    offset 0
  ) own
  left join lateral (
    select u.id, (p.chunk * t.chunk_size + u.k - 1)::int as pos
      from search_postings p cross join lateral unnest(p.ids) with ordinality as u(id, k)
     where p.term = t.term and p.chunk between $2::int / t.chunk_size and $3::int / t.chunk_size
       and p.chunk * t.chunk_size + u.k - 1 between $2::int and $3::int
  ) x on true
  left join channels c on c.id = x.id
    and (${nameMatchText('prefix', 'c', '$5')} or ($6::boolean and ${nameMatchText('infix', 'c', '$5', '$1')}))
  where t.term = lower($1::text)`);

const LISTED_TERMS = prepared('search_listed_terms', 'select term from search_terms');

/** Cards read back in the order of the ids asked for (unknown ids left out). */
function inOrderOf(ids: readonly number[], raw: Array<{ id: number; card_json: string }>): CardJson[] {
  const byId = new Map(raw.map((r) => [Number(r.id), r.card_json] as const));
  return ids.flatMap((id) => {
    const json = byId.get(id);
    return json === undefined ? [] : [{ id, json }];
  });
}

/** A channel's facts and sort keys (ownChannel): every discovery request of a member places their own channel. */
const OWN_CHANNEL = prepared('channels_own_channel', `select channels.subscribers, channels.category_id,
    lower(channels.main_language) as lang, channels.collaboration_status as status,
    (extract(epoch from channels.last_upload_at) * 1000)::float8 as last_upload_ms, channels.recently_active,
    ${SORT_KEY_TEXT.relevance} as relevance, ${SORT_KEY_TEXT.subscriber_count} as subscriber_count,
    ${SORT_KEY_TEXT.most_recent} as most_recent
  from channels where channels.id = $1::int`);

/** A channel's facts and its sort key under every sort. */
export interface OwnChannel { facts: ChannelFacts; keys: Record<SortOption, SortKey> }

/** Where a channel stands in a filtered listing: whether it matches the filter (as its SQL would decide), and its keys. */
export interface Placement { matches: boolean; keys: Record<SortOption, SortKey> }

export function placementOf(own: OwnChannel, q: ChannelFilterQuery, nowMs = Date.now()): Placement {
  const matches = filterParts({ ...q, excludeId: undefined }).every((part) => factHolds(part, own.facts, nowMs));
  return { matches, keys: own.keys };
}

// The name search's conditions as SQL text. The prefix match is exactly the expression of channels_name_prefix_idx
// (lower(name) text_pattern_ops); the infix match is served by the trigram index. Their statements are planned for
// their values (unnamed): the planner picks between walking the names in subscriber order and reading the matches
// from the prefix or trigram index by the term's statistics. The infix part leaves out names that start with the
// term with strpos, not with a negated LIKE: the planner estimates a LIKE from the statistics of lower(name) (every
// common value and histogram bound matched against the pattern), and a second estimate per statement was a third
// of planning it, which is most of what a rare term's search costs the database.
/**
 * One part of the name search as SQL text: on the table or alias `table`, the escaped term (escapeLike) in
 * parameter `escaped`, and for the infix part the term itself in parameter `term`.
 */
export function nameMatchText(part: 'prefix' | 'infix', table = 'channels', escaped = '$1', term = '$2'): string {
  const prefix = `lower(${table}.name) like lower(${escaped}::text) || '%' escape '\\'`;
  return part === 'prefix' ? prefix
    : `lower(${table}.name) like '%' || lower(${escaped}::text) || '%' escape '\\' and strpos(lower(${table}.name), lower(${term}::text)) <> 1`;
}
const PREFIX_MATCH = nameMatchText('prefix');

/** fewPrefixIds: $1 the escaped term, $2 the id left out (or null), $3 the limit. */
const FEW_PREFIX_IDS = `with m as materialized (
    select channels.id as id, channels.subscribers as subscribers from channels where ${PREFIX_MATCH} limit ${PREFIX_SORT_LIMIT + 1}
  )
  select id, (select count(*)::int from m) as n from m
   where id is distinct from $2::int order by subscribers desc, id desc limit $3::int`;

/**
 * rareTermPage: a page of a term's matches and their cards from the name indexes alone, under one plan for every
 * term. $1 the term, $2 the escaped term, $3 whether infix matches count, $4 the id left out (or null), $5 the
 * position after the page, $6 the page's offset, $7 the most matches of each part read (more: the term is not rare,
 * and the caller walks instead). One row per card of the page with its position, or one row without a card; each
 * row has how many matches each part read.
 *
 * Names starting with the term are a range of channels_name_prefix_idx (text_pattern_ops: from the term to the term
 * followed by the highest code point: only a name with that noncharacter right after the term falls outside),
 * confirmed by starts_with, which no other index serves. Names containing it
 * elsewhere are a bitmap of channels_name_trgm_idx, read only while the names starting with it are fewer than the
 * page needs. Each part is materialized, so that neither can become a walk in subscriber order that stops at the
 * limit: for a term this rare such a walk reads most of that index.
 *
 * The term enters through sub-selects, so the planner estimates every term alike: the statement then keeps its
 * generic plan after five runs. Given the term, a rare one looked cheaper planned for itself each time, which cost
 * more than running it (1.4 ms of planning for 0.2 ms of work).
 */
const RARE_TERM_PAGE = prepared('channels_rare_term_page', `with p as materialized (
    select channels.id, channels.subscribers from channels
     where lower(channels.name) ~>=~ (select lower($1::text)) and lower(channels.name) ~<~ (select lower($1::text) || chr(1114111))
       and starts_with(lower(channels.name), (select lower($1::text)))
     limit $7::int
  ), i as materialized (
    select channels.id, channels.subscribers from channels
     where $3::boolean and (select count(*) from p where p.id is distinct from $4::int) < $5::int
       and lower(channels.name) like (select '%' || lower($2::text) || '%') escape '\\'
       and strpos(lower(channels.name), (select lower($1::text))) <> 1
     limit $7::int
  )
  select (select count(*)::int from p) as prefix_n, (select count(*)::int from i) as infix_n, page.pos, c.id as card_id,
         ${cardJsonSql('c')} as card_json
    from (select 1) one
    left join lateral (
      select l.id, row_number() over (order by l.part, l.subscribers desc, l.id desc) as pos from (
        select m.part, m.id, m.subscribers from (
          select 0 as part, id, subscribers from p union all select 1 as part, id, subscribers from i
        ) m where m.id is distinct from $4::int order by m.part, m.subscribers desc, m.id desc limit $5::int
      ) l
    ) page on page.pos > $6::int
    left join channels c on c.id = page.id`);

export class ChannelRepository {
  constructor(private readonly db: Db) {}

  async findById(id: number): Promise<ChannelRow | null> {
    return this.firstWhere(eq(channels.id, id));
  }

  async findByYoutubeId(youtubeId: string): Promise<ChannelRow | null> {
    return this.firstWhere(eq(channels.youtubeId, youtubeId));
  }

  async findByOwner(userId: number): Promise<ChannelRow | null> {
    return this.firstWhere(eq(channels.ownerUserId, userId));
  }

  private async firstWhere(condition: SQL): Promise<ChannelRow | null> {
    const rows = await this.db.select().from(channels).where(condition).limit(1);
    return rows[0] ?? null;
  }

  /**
   * A channel's facts and its sort key under every sort, as the same text page() returns (so the two compare): where
   * it stands in any listing (placementOf). One prepared primary-key read; null when the channel is gone.
   */
  async ownChannel(channelId: number): Promise<OwnChannel | null> {
    const [row] = await runPrepared<{
      subscribers: string | number; category_id: number | null; lang: string | null; status: number | null; last_upload_ms: number | null;
      recently_active: boolean;
    } & Record<SortOption, string[]>>(this.db, OWN_CHANNEL, [channelId]);
    if (!row) return null;
    return {
      facts: {
        id: channelId, subscribers: Number(row.subscribers), categoryId: row.category_id, language: row.lang, status: row.status,
        lastUploadMs: row.last_upload_ms === null ? null : Number(row.last_upload_ms), recentlyActive: row.recently_active === true,
      },
      keys: { relevance: row.relevance, subscriber_count: row.subscriber_count, most_recent: row.most_recent },
    };
  }

  /**
   * One page of a filtered, sorted listing and the sort key of each row (anchors for later pages).
   * Deferred fetch: the inner query walks the sort's index for ids and sort keys only (an index-only scan with
   * the indexes of 0060), so skipped rows are index entries, not table rows; only the page's rows are read.
   * Written without the query builder (building this statement and mapping its wide rows through it cost a rows
   * page about a millisecond of the server's time), and planned for its values (unnamed): which index serves the
   * walk depends on them.
   */
  async page(q: ChannelQuery): Promise<{ cards: CardJson[]; keys: SortKey[] }> {
    const values: unknown[] = [];
    let where = filterText(q, values);
    if (q.after) where += ` and ${afterKeyText(q.sort, q.after, values)}`;
    values.push(q.limit, q.offset);
    // Each card is a sub-select by primary key, not a join: the planner then weighs the walk's indexes alone, which
    // took a quarter off a page's planning and running (0.26 ms less a page at a million channels).
    const text = `select page.id, (select ${cardJsonSql('c')} from channels c where c.id = page.id) as card_json, page.sort_key from (
        select channels.id, ${SORT_KEY_TEXT[q.sort]} as sort_key from channels where ${where}
         order by ${ORDER_TEXT[q.sort]} limit $${values.length - 1}::int offset $${values.length}::int
      ) page`;
    const raw = (await runPrepared<{ id: number; card_json: string | null; sort_key: string[] }>(this.db, planned(text), values))
      .filter((r): r is typeof r & { card_json: string } => r.card_json !== null);
    // SQL promises no order for the outer select: put the rows in the listing's order by their keys.
    raw.sort((a, b) => compareSortKeys(q.sort, b.sort_key, a.sort_key));
    return { cards: raw.map((r) => ({ id: Number(r.id), json: r.card_json })), keys: raw.map((r) => r.sort_key) };
  }

  /** Matches of a filter, counting no further than `limit`. */
  async countUpTo(q: ChannelFilterQuery, limit: number): Promise<number> {
    // Without the query builder (half the requests drawn at random count this way), but planned for its values:
    // which index serves the walk depends on them.
    const values: unknown[] = [];
    const where = filterText(q, values);
    values.push(limit);
    const [row] = await runPrepared<{ n: number }>(this.db, planned(`select count(*)::int as n from (select 1 from channels where ${where} limit $${values.length}::int) capped`), values);
    return Number(row?.n ?? 0);
  }

  /** Every match: the background count of large totals (marked so that query-plan reports can tell it apart). */
  async countAll(q: ChannelFilterQuery): Promise<number> {
    const result = await this.db.execute<{ n: number }>(
      sql`${sql.raw(BACKGROUND_COUNT_MARK)} select count(*)::int as n from ${channels} where ${filterConditions(q)}`,
    );
    return Number(result.rows[0]?.n ?? 0);
  }

  /** The planner's estimate of the matches (no rows are read). */
  async estimateCount(q: ChannelFilterQuery): Promise<number> {
    const result = await this.db.execute<{ 'QUERY PLAN': unknown }>(
      sql`explain (format json) select 1 from ${channels} where ${filterConditions(q)}`,
    );
    const raw = result.rows[0]?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
    return plan[0]?.Plan['Plan Rows'] ?? 0;
  }

  /**
   * The ids of the first `wanted` matches of the live name search (the caller's own channel left out).
   * Case-insensitive; `%`, `_` and `\` match literally. Names that start with the term come first,
   * then (terms of 3+ characters) names that contain it elsewhere, each part by subscribers. Terms shorter than
   * MIN_SUBSTRING_SEARCH_LENGTH match only at the start: trigram indexes cannot serve them.
   *
   * Each part is its own `ORDER BY subscribers LIMIT n` query so that the planner can pick, by the statistics of
   * lower(name), between walking channels_subscribers_name_idx (names in subscriber order, read from the index
   * alone: a frequent word finds its page within the first few thousand entries) and the prefix or trigram index
   * followed by a sort (a rare word has few matches to sort). One combined query ordered by "is prefix" could
   * only ever use the second way, which sorts every match of a frequent word (250 ms at one million).
   */
  async searchIds(term: string, wanted: number, excludeId?: number): Promise<number[]> {
    const text = term.trim();
    const needle = escapeLike(text);
    const prefixIds = (selectivePrefix(text) ? await this.fewPrefixIds(needle, excludeId, wanted) : null)
      ?? await this.idsBySubscribers('prefix', text, excludeId, wanted);
    if (prefixIds.length >= wanted || Array.from(text).length < MIN_SUBSTRING_SEARCH_LENGTH) return prefixIds;
    return [...prefixIds, ...(await this.idsBySubscribers('infix', text, excludeId, wanted - prefixIds.length))];
  }

  /**
   * A page of a term the posting lists left out as rarer than SEARCH_POSTING_MIN_MATCHES (search-postings.ts): the
   * cards searchIds and cardsByIds give for it, in one prepared statement (a rare term's two planned walks and the
   * cards' read spent more on planning than on reading). Null when either part holds more than `cap` matches: the
   * term is not rare after all (a list is up to 10 minutes old), and searchIds walks it in subscriber order instead.
   */
  async rareTermPage(term: string, offset: number, limit: number, excludeId?: number, cap = PREFIX_SORT_LIMIT): Promise<CardJson[] | null> {
    const text = term.trim();
    const infix = Array.from(text).length >= MIN_SUBSTRING_SEARCH_LENGTH;
    const raw = await runPrepared<{ prefix_n: number; infix_n: number; pos: string | null; card_id: number | null; card_json: string | null }>(
      this.db, RARE_TERM_PAGE, [text, escapeLike(text), infix, excludeId ?? null, offset + limit, offset, cap + 1]);
    const head = raw[0];
    if (!head || Number(head.prefix_n) > cap || Number(head.infix_n) > cap) return null;
    return raw.filter((r): r is typeof r & { pos: string; card_id: number; card_json: string } => r.pos !== null && r.card_id !== null && r.card_json !== null)
      .sort((a, b) => Number(a.pos) - Number(b.pos))
      .map((r) => ({ id: Number(r.card_id), json: r.card_json }));
  }

  /** The cards of the channels of these ids, in the order of the ids (unknown ids left out). */
  async cardsByIds(ids: readonly number[]): Promise<CardJson[]> {
    if (ids.length === 0) return [];
    return inOrderOf(ids, await runPrepared<{ id: number; card_json: string }>(this.db, CARDS_BY_IDS, [[...ids]]));
  }

  /**
   * The cards at positions from..to of a term's posting list, rows whose channel is gone or no longer matches left
   * out, and whether the caller's channel is listed before `from`. Null when the term is not listed, or the
   * positions run past a list that stops at the build's depth (the search then walks live).
   */
  async listedSearchPage(term: string, from: number, to: number, ownId?: number): Promise<{ cards: CardJson[]; ownBefore: boolean } | null> {
    const text = term.trim();
    const infix = Array.from(text).length >= MIN_SUBSTRING_SEARCH_LENGTH;
    const raw = await runPrepared<{
      listed_count: number; listed_depth: number; listed_pos: number | null; own_listed_before: boolean; card_id: number | null; card_json: string;
    }>(this.db, LISTED_SEARCH_PAGE, [text, from, to, ownId ?? null, escapeLike(text), infix]);
    const head = raw[0];
    if (!head) return null;
    const listed = Number(head.listed_count);
    if (listed >= Number(head.listed_depth) && to >= listed) return null;
    const rows = raw.filter((r) => r.listed_pos !== null && r.card_id !== null).sort((a, b) => Number(a.listed_pos) - Number(b.listed_pos));
    return { cards: rows.map((r) => ({ id: Number(r.card_id), json: r.card_json })), ownBefore: head.own_listed_before === true };
  }

  /** Every term that has a posting list (search-postings.ts ListedTerms). */
  async listedTerms(): Promise<string[]> {
    return (await runPrepared<{ term: string }>(this.db, LISTED_TERMS, [])).map((r) => r.term);
  }

  /**
   * A selective prefix's matches, read in name order from the prefix index alone (0150: it carries name,
   * subscribers and id) and sorted: at most PREFIX_SORT_LIMIT of them, else null (too many to sort; walking the
   * names in subscriber order finds a page sooner). The planner estimated two-word prefixes well but still chose
   * that walk, which checks the name of 10,000-30,000 entries for one page of such a prefix.
   */
  private async fewPrefixIds(needle: string, excludeId: number | undefined, limit: number): Promise<number[] | null> {
    const rows = await runPrepared<{ id: number; n: number }>(this.db, planned(FEW_PREFIX_IDS), [needle, excludeId ?? null, limit]);
    if (rows.length > 0 && Number(rows[0]!.n) > PREFIX_SORT_LIMIT) return null;
    return rows.map((r) => Number(r.id));
  }

  /** Ids of the first `limit` matches in subscriber order; selects only indexed columns (index-only scans). */
  private async idsBySubscribers(part: 'prefix' | 'infix', text: string, excludeId: number | undefined, limit: number): Promise<number[]> {
    const values: unknown[] = [escapeLike(text), limit];
    const match = part === 'prefix' ? PREFIX_MATCH : nameMatchText('infix', 'channels', '$1', `$${values.push(text)}`);
    const except = excludeId === undefined ? '' : ` and channels.id <> $${values.push(excludeId)}::int`;
    const rows = await runPrepared<{ id: number }>(
      this.db, planned(`select channels.id from channels where ${match}${except} order by channels.subscribers desc, channels.id desc limit $2::int`), values,
    );
    return rows.map((r) => Number(r.id));
  }

  async languagesOf(channelId: number): Promise<Language[]> {
    return this.db
      .select({ id: languages.id, language: languages.language })
      .from(channelLanguages)
      .innerJoin(languages, eq(languages.id, channelLanguages.languageId))
      .where(eq(channelLanguages.channelId, channelId))
      .orderBy(asc(channelLanguages.position), asc(languages.language));
  }

  async tagsOf(channelId: number): Promise<Tag[]> {
    return this.db
      .select({ id: tags.id, tagName: tags.tagName })
      .from(channelTags)
      .innerJoin(tags, eq(tags.id, channelTags.tagId))
      .where(eq(channelTags.channelId, channelId))
      .orderBy(asc(tags.tagName));
  }

  /** The status of the owner's stored YouTube grant ('active', 'revoked'), null without one. */
  async grantStatusOf(channelId: number): Promise<string | null> {
    const rows = await this.db
      .select({ status: youtubeGrants.status })
      .from(youtubeGrants)
      .where(eq(youtubeGrants.channelId, channelId))
      .limit(1);
    return rows[0]?.status ?? null;
  }
}
