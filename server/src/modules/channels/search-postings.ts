// Name search's posting lists (migration 0230): for each term that many names contain, the ids of its first matches
// in the search's own order (names that start with the term by subscribers, then names that contain it elsewhere by
// subscribers), kept in chunks. A page of such a term is then a primary-key read instead of a walk: without them a
// frequent word's page 100 checked the names of 30,000-50,000 index entries (12 ms at a million channels), because
// its matches are spread over the whole subscriber order.
//
// Precomputed data like an index, not a cache: used when caches are defeated too, and rebuilt as a whole every
// 10 minutes (queue `search-postings.rebuild`, jobs/product-jobs.ts). Between rebuilds a listed page keeps the order
// of the last rebuild: a channel added or grown since then is not in it yet, and one renamed away or deleted is left
// out when the page's cards are read (they are checked against the term again). Terms come from the names
// themselves: every name start and every substring of one word (3+ characters) that a random sample of names says
// at least SEARCH_POSTING_MIN_MATCHES channels contain. Rarer terms are searched live, as are pages past the depth.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { asSql, planned, runPrepared } from '../../db/prepared';
import { searchPostings, searchTerms } from '../../db/schema';
import { escapeLike, MIN_SUBSTRING_SEARCH_LENGTH, nameMatchText } from './repository';

/** Matches listed per term: 104 pages of 12 (the benchmark asks frequent words' pages up to 100). */
export const SEARCH_POSTING_DEPTH = 1_248;
/** Ids per row: a page of 12 and the row after it touch one or two rows. */
export const SEARCH_POSTING_CHUNK = 48;
/** A term is listed when about this many names contain it: rarer ones are sorted from the name indexes (≤ 1 ms). */
export const SEARCH_POSTING_MIN_MATCHES = 1_000;

export interface SearchPostingOptions {
  depth?: number;
  chunkSize?: number;
  minMatches?: number;
  /** Names sampled to find the frequent terms (all of them when the table has fewer). */
  sampleNames?: number;
  /** The most terms listed, most frequent first. */
  maxTerms?: number;
  /** The longest term listed, in characters. */
  maxTermLength?: number;
}

const DEFAULTS: Required<SearchPostingOptions> = {
  depth: SEARCH_POSTING_DEPTH,
  chunkSize: SEARCH_POSTING_CHUNK,
  minMatches: SEARCH_POSTING_MIN_MATCHES,
  sampleNames: 20_000,
  maxTerms: 5_000,
  maxTermLength: 16,
};

/**
 * The frequent terms of a sample of names: each name start up to the longest term, and each substring of a word
 * that is not at the start (infix matches need MIN_SUBSTRING_SEARCH_LENGTH characters; nobody searches for the
 * middle of two words). Counted once per name; terms starting or ending in a space are never searched (trimmed).
 * $1 the sampled share, $2 the longest term, $3 the shortest infix, $4 the sample count that makes a term frequent,
 * $5 the most terms.
 */
const FREQUENT_TERMS = planned(`
  with sample as (select row_number() over () as r, lower(channels.name) as n from channels where random() < $1::float8),
  occurrences as (
    select distinct s.r, t.term from sample s cross join lateral (
      select substr(s.n, i, k) as term from generate_series(1, char_length(s.n)) i, generate_series(1, $2::int) k
       where i + k - 1 <= char_length(s.n) and (i = 1 or (k >= $3::int and substr(s.n, i, k) !~ '\\s'))
    ) t
  )
  select term from occurrences where term !~ '^\\s|\\s$'
   group by term having count(*) >= $4::int order by count(*) desc, term limit $5::int`);

/**
 * One term's list: the first `depth` matches, names starting with the term before names containing it elsewhere
 * (the outer limit stops reading the second part once the first fills the list), numbered in the search's order and
 * cut into chunks, and the term's row. $1 the escaped term, $2 the term, $3 the depth, $4 the chunk size.
 * Planned for the term's values: a frequent term walks the names in subscriber order, a rarer one sorts its matches.
 */
function listTermText(withInfix: boolean): string {
  const part = (n: number, kind: 'prefix' | 'infix') =>
    `(select ${n} as part, channels.subscribers, channels.id from channels where ${nameMatchText(kind, 'channels', '$1', '$2')}
       order by channels.subscribers desc, channels.id desc limit $3::int)`;
  return `
  with firsts as materialized (
    select id, row_number() over (order by part, subscribers desc, id desc)::int as pos from (
      select part, subscribers, id from (${part(0, 'prefix')}${withInfix ? ` union all ${part(1, 'infix')}` : ''}) parts limit $3::int
    ) listed
  ), postings as (
    insert into search_postings (term, chunk, ids)
    select $2::text, (pos - 1) / $4::int, array_agg(id order by pos) from firsts group by 2
  )
  insert into search_terms (term, listed, depth, chunk_size) select $2::text, count(*)::int, $3::int, $4::int from firsts`;
}

/** Builds the lists; ChannelRepository.listedSearchPage reads them with the page's cards. */
export class SearchPostingsRepository {
  constructor(private readonly db: Db) {}

  /** Replaces every list in one transaction (searches read the old lists until it commits). */
  async rebuild(options: SearchPostingOptions = {}): Promise<{ terms: number; postings: number }> {
    const o = { ...DEFAULTS, ...options };
    for (const [key, value] of Object.entries(o)) {
      if (!Number.isInteger(value) || value < 1) throw new Error(`${key} must be a positive integer`);
    }
    const [{ n } = { n: 0 }] = await runPrepared<{ n: number }>(this.db, planned('select count(*)::int as n from channels'), []);
    const share = Math.min(1, o.sampleNames / Math.max(1, Number(n)));
    const inSample = Math.max(1, Math.round(o.minMatches * share));
    const terms = (await runPrepared<{ term: string }>(this.db, FREQUENT_TERMS, [
      share, o.maxTermLength, MIN_SUBSTRING_SEARCH_LENGTH, inSample, o.maxTerms,
    ])).map((r) => r.term);
    return this.db.transaction(async (tx) => {
      await tx.delete(searchPostings);
      await tx.delete(searchTerms);
      for (const term of terms) {
        const withInfix = Array.from(term).length >= MIN_SUBSTRING_SEARCH_LENGTH;
        await tx.execute(asSql(planned(listTermText(withInfix)), [escapeLike(term), term, o.depth, o.chunkSize]));
      }
      await tx.execute(sql`analyze ${searchTerms}, ${searchPostings}`);
      const built = (await tx.execute<{ terms: number; postings: number }>(sql`
        select (select count(*)::int from ${searchTerms}) as terms, (select count(*)::int from ${searchPostings}) as postings`)).rows[0];
      return { terms: Number(built?.terms ?? 0), postings: Number(built?.postings ?? 0) };
    });
  }
}

/**
 * Which terms have posting lists, as of the last load (at most `refreshMs` old): a search for any other term goes
 * straight to the live walk instead of first asking for a list it would not find. Loaded in the background on first
 * use and whenever older than `refreshMs`; until the first load every term may be listed. A term listed since the
 * last load is searched live meanwhile, one no longer listed finds no list and is searched live: both are correct.
 */
export class ListedTerms {
  private terms: Set<string> | null = null;
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly load: () => Promise<string[]>,
    private readonly opts: { refreshMs?: number; now?: () => number; onError?: (err: unknown) => void } = {},
  ) {}

  /** False only when the last load did not list the term (lower-cased as the lists are). */
  mayBeListed(term: string): boolean {
    const now = this.opts.now ?? Date.now;
    if (this.loading === null && now() - this.loadedAt >= (this.opts.refreshMs ?? 60_000)) {
      this.loading = this.load().then(
        (terms) => { this.terms = new Set(terms); },
        (err: unknown) => { this.opts.onError?.(err); },
      ).finally(() => {
        this.loadedAt = now();
        this.loading = null;
      });
    }
    return this.terms === null || this.terms.has(term.trim().toLowerCase());
  }

  /**
   * True when the last load listed terms but not this one: the lists are built and the term was rarer than
   * SEARCH_POSTING_MIN_MATCHES then. Never true before the first load or when nothing is listed (no build yet).
   */
  isUnlisted(term: string): boolean {
    return this.terms !== null && this.terms.size > 0 && !this.terms.has(term.trim().toLowerCase());
  }

  /** Resolves when no load is running (tests). */
  async settled(): Promise<void> {
    await this.loading;
  }
}
