import {
  categoryById, categoryByName, parseCollaborationStatus, SUBSCRIBERS_MAX_DEFAULT, SUBSCRIBERS_MIN_DEFAULT,
  type ChannelCard, type ChannelDetail, type ChannelFilter, type CollabFit, type LoadFilteredChannelsResponse, type SortOption,
} from 'shared-api';
import { badRequest, notFound } from '../../errors';
import { bucketRange, type ChannelCountSource, type MatchCondition } from './channel-counts';
import { LISTING_MARK_SPACING, markedListing, subscriberOrderListing, type ListingMarkSource } from './listing-marks';
import { ListedTerms, SEARCH_POSTING_MIN_MATCHES } from './search-postings';
import { toChannelCard, toYouTubeSync, withFields, type CardJson } from './mapper';
import { PageAnchors, type Anchor, type SortKey } from './page-anchors';
import {
  compareSortKeys, placementOf, type ChannelFilterQuery, type ChannelRepository, type OwnChannel,
} from './repository';
import { TotalCounts, type CountSource, type TotalCount } from './total-counts';
import { TtlCache } from './ttl-cache';

/** Totals up to this many matches are counted exactly on each request (the count stops after it). */
export const EXACT_COUNT_LIMIT = 2_000;

/**
 * A deep page whose offset is at least this share of the estimated total is first checked against a count of the
 * matches up to it: the planner's estimate of a combined filter can be off either way.
 */
export const PAST_END_PROBE_SHARE = 0.75;

/** How long one page of a listing (and its total) is shared by every caller asking for it. */
export const PAGE_CACHE_MS = 3_000;

const isBlank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** Empty or non-numeric bounds fall back to the spec defaults (SPEC §5). */
export function subscriberBound(value: unknown, fallback: number): number {
  if (isBlank(value)) return fallback;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : fallback;
}

/** A dashboard filter as the queries take it (the repository's filter, nobody left out). */
export type ResolvedFilter = Omit<ChannelFilterQuery, 'excludeId'>;

export function resolveFilter(filter: ChannelFilter): ResolvedFilter {
  const out: ResolvedFilter = {
    subscribersMin: subscriberBound(filter.subscribers_min, SUBSCRIBERS_MIN_DEFAULT),
    subscribersMax: subscriberBound(filter.subscribers_max, SUBSCRIBERS_MAX_DEFAULT),
  };
  if (!isBlank(filter.category)) {
    const raw = String(filter.category).trim();
    const category = /^\d+$/.test(raw) ? categoryById(Number(raw)) : categoryByName(raw);
    if (!category) throw badRequest('Unknown category', { 'filter.category': `Unknown category: ${raw}` });
    out.categoryId = category.id;
  }
  if (!isBlank(filter.language)) out.language = String(filter.language).trim().slice(0, 64);
  if (!isBlank(filter.collaboration_status)) {
    const status = parseCollaborationStatus(filter.collaboration_status);
    if (!status) {
      throw badRequest('Unknown collaboration status', {
        'filter.collaboration_status': 'Use 1-3, OPEN_TO_COLLAB, INVITE_ONLY or NOT_ACTIVELY_SEEKING',
      });
    }
    out.status = status;
  }
  if (typeof filter.active_within_days === 'number') out.activeWithinDays = filter.active_within_days;
  return out;
}

export interface ChannelServiceOptions {
  exactCountLimit?: number;
  /** How long a large total or a page anchor is reused. */
  cacheTtlMs?: number;
  /** How long a page is shared between callers (0: every request asks the database). */
  pageCacheMs?: number;
  onBackgroundError?: (err: unknown) => void;
  /** Relevance for a member with a channel: the collab-fit order (modules/collab-fit); null: today's order. */
  fit?: FitRanking;
  /** The listing marks (listing-marks.ts): where deep pages of the broad listings start; none: offsets only. */
  marks?: ListingMarkSource;
  /** The spacing the marks are built with: a page nearer than this to its start never looks a mark up. */
  markSpacing?: number;
  /** The channel counts kept by triggers (channel-counts.ts): exact totals without counting; none: counted. */
  counts?: ChannelCountSource;
  /** Read name search's posting lists (search-postings.ts; built by a job): frequent terms' pages without a walk. */
  searchPostings?: boolean;
  /** How old the set of listed terms may grow before it is read again. */
  listedTermsRefreshMs?: number;
}

/** The collab-fit listing as the channels service asks for it (modules/collab-fit/service.ts implements it). */
export interface FitRanking {
  /** `onlyIf`: a condition the ranking's statement carries; when false the listing is empty (nothing matches). */
  rank(memberChannelId: number, filter: ChannelFilter, page: number, limit: number, remember?: Remember, onlyIf?: MatchCondition): Promise<{ ids: number[]; total: number; exact: boolean; fits: Map<number, CollabFit> } | null>;
}

/** Whether a filter leaves out any channel (anything besides the default subscriber bounds). */
function narrows(f: ResolvedFilter): boolean {
  return f.subscribersMin !== SUBSCRIBERS_MIN_DEFAULT || f.subscribersMax !== SUBSCRIBERS_MAX_DEFAULT || f.categoryId !== undefined
    || f.language !== undefined || f.status !== undefined || f.activeWithinDays !== undefined;
}

/** A cache key for a filter: the resolved values, so `'Gaming'`, `'gaming'` and `8` share one entry. */
function filterKey(f: ChannelFilterQuery): string {
  return [f.subscribersMin, f.subscribersMax, f.categoryId ?? '', f.language?.toLowerCase() ?? '', f.status ?? '', f.activeWithinDays ?? '']
    .join('|');
}

/** A listing's answer as JSON text, from cards already serialised. */
function listingJson(cards: readonly string[], totalCount: number, totalCountExact: boolean): string {
  return `{"channels":[${cards.join(',')}],"totalCount":${totalCount},"totalCountExact":${totalCountExact}}`;
}

/**
 * One page of a listing as every caller shares it: the page's rows and the row after them (limit + 1; nobody's
 * own channel left out), each card serialised once, the sort keys, and the total (nobody left out either).
 */
interface PageWindow {
  ids: number[];
  /** Each card as JSON text (the cards themselves are not kept: half the memory). */
  json: string[];
  keys: SortKey[];
  total: TotalCount;
}

/** The part of one caller's answer taken from a shared window. */
interface Selection { indices: number[]; totalCount: number; totalCountExact: boolean }

export interface LoadFilteredInput {
  filter: ChannelFilter;
  sort: SortOption;
  page: number;
  limit: number;
  /** The caller's own channel, left out of the listing. */
  excludeId?: number;
  /** Skip every cache of this service (benchmarks only: BENCH_CACHE_SWITCH). */
  fresh?: boolean;
  /**
   * Channels of members the caller blocked or was blocked by (modules/blocks): taken off the caller's page after
   * the shared window is cut, so shared pages stay shared (such a page is that much shorter).
   */
  hidden?: ReadonlySet<number>;
  /**
   * What is derived from the caller alone (their own channel's facts and sort keys) is kept here while the caller
   * stays remembered (plugins/caller-cache.ts): a member's discovery requests then place their own channel without
   * a statement each. Without it, each request reads it.
   */
  remember?: Remember;
}

/** A memo of values derived from the caller (CallerMemo.get). */
export type Remember = <T>(key: string, load: () => Promise<T>) => Promise<T>;

export class ChannelService {
  private readonly totals: TotalCounts;
  private readonly anchors: PageAnchors;
  private readonly windows: TtlCache<PageWindow>;
  private readonly searches: TtlCache<CardJson[]>;

  private readonly fit: FitRanking | undefined;
  private readonly marks: ListingMarkSource | undefined;
  private readonly markSpacing: number;
  private readonly counts: ChannelCountSource | undefined;
  /** Which terms have posting lists; null: the lists are not read. */
  private readonly listedTerms: ListedTerms | null;
  private readonly exactLimit: number;

  constructor(private readonly repo: ChannelRepository, opts: ChannelServiceOptions = {}) {
    this.fit = opts.fit;
    this.marks = opts.marks;
    this.listedTerms = opts.searchPostings === false ? null : new ListedTerms(() => this.repo.listedTerms(), {
      refreshMs: opts.listedTermsRefreshMs, onError: opts.onBackgroundError,
    });
    this.counts = opts.counts;
    this.exactLimit = opts.exactCountLimit ?? EXACT_COUNT_LIMIT;
    this.markSpacing = opts.markSpacing ?? LISTING_MARK_SPACING;
    const ttlMs = opts.cacheTtlMs ?? 60_000;
    this.totals = new TotalCounts({
      exactLimit: this.exactLimit, ttlMs, maxKeys: 2_000, onError: opts.onBackgroundError,
    });
    this.anchors = new PageAnchors({ ttlMs, maxKeys: 2_000, maxAnchorsPerKey: 64 });
    const pageCacheMs = opts.pageCacheMs ?? PAGE_CACHE_MS;
    // A shared page is ~40 KB of JSON text: at most 1,000 of them (those asked for in the last few seconds).
    this.windows = new TtlCache({ ttlMs: pageCacheMs, maxKeys: 1_000 });
    this.searches = new TtlCache({ ttlMs: pageCacheMs, maxKeys: 1_000 });
  }

  /**
   * One page and the total. The total is exact when the channel counts serve the filter with subscriber bounds
   * on bucket edges, whatever its size, or when the filter matches at most EXACT_COUNT_LIMIT channels
   * (`totalCountExact: true`); above that it is the middle of the counts' bounds, a recent exact count, or the
   * planner's estimate until the first count is done (`totalCountExact: false`), and it includes the caller's own channel.
   */
  async loadFiltered(input: LoadFilteredInput): Promise<LoadFilteredChannelsResponse> {
    const fitted = await this.fitPage(input);
    if (fitted) {
      return { channels: fitted.cards.map((c) => JSON.parse(c) as ChannelCard), totalCount: fitted.totalCount, totalCountExact: fitted.totalCountExact };
    }
    const { window, selection } = await this.select(input);
    return {
      channels: selection.indices.map((i) => JSON.parse(window.json[i]!) as ChannelCard),
      totalCount: selection.totalCount,
      totalCountExact: selection.totalCountExact,
    };
  }

  /** loadFiltered's answer as JSON text, built from cards serialised once per shared page. */
  async loadFilteredJson(input: LoadFilteredInput): Promise<string> {
    const fitted = await this.fitPage(input);
    if (fitted) return listingJson(fitted.cards, fitted.totalCount, fitted.totalCountExact);
    const { window, selection } = await this.select(input);
    return listingJson(selection.indices.map((i) => window.json[i]!), selection.totalCount, selection.totalCountExact);
  }

  /** Relevance for a member with a channel: the page in collab-fit order (not shared: it is the member's own). */
  private async fitPage(input: LoadFilteredInput): Promise<{ cards: string[]; totalCount: number; totalCountExact: boolean } | null> {
    if (input.sort !== 'relevance' || input.excludeId === undefined || !this.fit) return null;
    // A filter no channel matches has no fit listing either. Checked first because the fit ranking reads each
    // candidate branch's window to its end when few of its rows pass the filter (tens of milliseconds for nothing).
    // When the channel counts tell exactly whether anything matches, the ranking's own statement carries that check
    // (one round trip instead of two; a third of random requests are such Relevance pages).
    const filter = resolveFilter(input.filter);
    const narrowing = narrows(filter);
    const onlyIf = narrowing ? this.counts?.matchCondition(filter) ?? undefined : undefined;
    if (narrowing && !onlyIf && !(await this.anyMatch(filter))) return { cards: [], totalCount: 0, totalCountExact: true };
    const page = await this.fit.rank(input.excludeId, input.filter, input.page, input.limit, input.remember, onlyIf);
    if (!page) return null;
    // Blocked members' channels are taken off this page too (modules/blocks), like the shared listing's.
    const ids = input.hidden && input.hidden.size > 0 ? page.ids.filter((id) => !input.hidden!.has(id)) : page.ids;
    const cards = await this.repo.cardsByIds(ids);
    return {
      cards: cards.map((c) => withFields(c.json, { fit: page.fits.get(c.id) })),
      totalCount: page.total - (page.ids.length - ids.length), totalCountExact: page.exact,
    };
  }

  /** Whether any channel matches: from the counts when they tell, else a walk to the first match. */
  private async anyMatch(filter: ResolvedFilter): Promise<boolean> {
    const bounds = this.counts ? await this.counts.count(filter) : null;
    if (bounds && bounds.upper === 0) return false;
    if (bounds && bounds.lower > 0) return true;
    return await this.repo.countUpTo(filter, 1) > 0;
  }

  /**
   * The total from the channel counts when they serve the filter: exact whatever its size when both subscriber
   * bounds are bucket edges (lower == upper). Otherwise null while the result may be small (the counted path then
   * makes it exact), else an "about" total: the middle of the bounds.
   */
  private async countedTotal(filter: ChannelFilterQuery): Promise<TotalCount | null> {
    const bounds = this.counts ? await this.counts.count(filter) : null;
    if (!bounds) return null;
    if (bounds.lower === bounds.upper) return { count: bounds.lower, exact: true };
    if (bounds.lower <= this.exactLimit) return null;
    return { count: Math.round((bounds.lower + bounds.upper) / 2), exact: false };
  }

  /**
   * The caller's page cut from the shared window. With the caller's own channel (excludeId) in the listing at
   * position q, the caller's listing is the shared one without it: a page at offset o is rows o..o+limit of the
   * shared listing when q comes later, the same minus the own channel when q falls inside the window, and rows
   * o+1..o+limit+1 when q comes before o (known by comparing sort keys).
   */
  private async select(input: LoadFilteredInput): Promise<{ window: PageWindow; selection: Selection }> {
    const filter: ChannelFilterQuery = resolveFilter(input.filter);
    const fKey = filterKey(filter);
    const { sort, page, limit, excludeId, fresh = false } = input;
    const [window, mine] = await Promise.all([
      fresh ? this.fetchWindow(filter, fKey, sort, page, limit, true)
        : this.windows.get(`${sort}|${fKey}|${page}|${limit}`, () => this.fetchWindow(filter, fKey, sort, page, limit, false)),
      excludeId === undefined ? null : this.ownChannel(excludeId, input.remember),
    ]);
    const placement = mine === null ? null : placementOf(mine, filter);
    const own = excludeId === undefined ? -1 : window.ids.indexOf(excludeId);
    const ownBefore = own < 0 && placement !== null && placement.matches && window.keys.length > 0
      && compareSortKeys(sort, placement.keys[sort], window.keys[0]!) > 0;
    const cut: number[] = [];
    for (let i = ownBefore ? 1 : 0; i < window.ids.length && cut.length < limit; i++) if (i !== own) cut.push(i);
    const hidden = input.hidden;
    const indices = hidden && hidden.size > 0 ? cut.filter((i) => !hidden.has(window.ids[i]!)) : cut;
    // A large total is looked up again (in memory, not counted as an ask), so a finished background count shows
    // at once; a small exact one is shared with the window, and the caller's own channel is taken off it.
    const total = window.total.exact || fresh ? window.total : this.totals.known(fKey) ?? window.total;
    const leftOut = (total.exact && (own >= 0 || placement?.matches === true) ? 1 : 0) + (cut.length - indices.length);
    return { window, selection: { indices, totalCount: total.count - leftOut, totalCountExact: total.exact } };
  }

  /** The caller's own channel (facts and sort keys), from the caller's memo when there is one. */
  private ownChannel(channelId: number, remember: Remember | undefined): Promise<OwnChannel | null> {
    const load = () => this.repo.ownChannel(channelId);
    return remember ? remember(`channels.own:${channelId}`, load) : load();
  }

  /**
   * The counts of a filter. A marked listing's "about" total is its row count when the marks were built (at most
   * one rebuild old), nearer the truth than the planner's estimate; the total stays marked not exact. A listing
   * that had at least twice the exact-count limit then is taken as still above the limit: its exact check (a walk
   * of limit + 1 index entries) is skipped, as no listing halves between two rebuilds 10 minutes apart.
   */
  private countSource(filter: ChannelFilterQuery, listing: string | null): CountSource {
    const plain: CountSource = {
      countUpTo: (n) => this.repo.countUpTo(filter, n),
      countAll: () => this.repo.countAll(filter),
      estimate: () => this.repo.estimateCount(filter),
    };
    const marks = this.marks;
    if (!marks || listing === null) return plain;
    let built: Promise<number | null> | undefined;
    const markedCount = () => (built ??= marks.count(listing));
    return {
      countUpTo: async (n) => {
        const count = await markedCount();
        return count !== null && count >= 2 * n ? n : plain.countUpTo(n);
      },
      countAll: plain.countAll,
      estimate: async () => (await markedCount()) ?? plain.estimate(),
    };
  }

  /** The listing mark nearest before `offset` for this filter and sort, when the filter's listing has marks. */
  private markFor(filter: ChannelFilterQuery, sort: SortOption, offset: number): Promise<Anchor | null> | null {
    if (!this.marks) return null;
    if (sort === 'subscriber_count') {
      const listing = subscriberOrderListing(filter);
      return listing === null ? null : this.marks.nearestWithin(listing, filter, offset);
    }
    if (sort === 'most_recent') {
      // Bounds on bucket edges select whole buckets, whose rows before each mark the mark knows.
      const listing = subscriberOrderListing(filter);
      const range = bucketRange(filter.subscribersMin, filter.subscribersMax);
      if (listing === null || !range || range.fullFrom !== range.from || range.fullTo !== range.to) return null;
      return this.marks.nearestInBuckets(listing, range.from, range.to, offset);
    }
    const listing = markedListing(filter);
    return listing === null ? null : this.marks.nearest(listing, sort, offset);
  }

  private async fetchWindow(
    filter: ChannelFilterQuery, fKey: string, sort: SortOption, pageNo: number, limit: number, fresh: boolean,
  ): Promise<PageWindow> {
    const offset = pageNo * limit;
    const anchorKey = `${sort}|${fKey}`;
    const remembered = fresh ? null : this.anchors.nearest(anchorKey, offset);
    const listing = this.marks ? markedListing(filter) : null;
    // The total first: a page past the last match of a small (exactly counted) result is empty without walking
    // the index to it. Pages drawn at random run past the end of narrow filters often, and reaching that end
    // walked every match of the filter's index.
    const counted = async (): Promise<TotalCount> => {
      const fromCounts = await this.countedTotal(filter);
      if (fromCounts) return fromCounts;
      const source = this.countSource(filter, listing);
      return fresh ? this.totals.uncached(source) : this.totals.total(fKey, source);
    };
    const total = await counted();
    if (total.exact && offset >= total.count) return { ids: [], json: [], keys: [], total };
    if (!total.exact && offset >= PAST_END_PROBE_SHARE * total.count) {
      // A deep page of a large result that the estimate puts near or past its end: count the matches up to the
      // page (through whichever index serves the filter best) instead of walking the sort's index, which for a
      // page past the end means every match of the filter (230 ms for "up to 1,000 subscribers, newest first").
      const upTo = await this.repo.countUpTo(filter, offset + 1);
      if (upTo <= offset) {
        if (!fresh) this.totals.remember(fKey, upTo);
        return { ids: [], json: [], keys: [], total: { count: upTo, exact: true } };
      }
    }
    // A listing mark (listing-marks.ts) is looked up when the page lies at least a mark's spacing past the nearest
    // remembered anchor (or the top): only then can a mark be nearer. Marks are precomputed data, not a cache, so
    // they serve `fresh` requests too. A mark may stand a few rows off since its rebuild; the page then lags by those.
    // Asked only after the total: most pages drawn at random lie past the end and need none.
    const mark = offset - (remembered?.offset ?? 0) >= this.markSpacing ? await this.markFor(filter, sort, offset) : null;
    const anchor = mark && mark.offset > (remembered?.offset ?? 0) ? mark : remembered;
    const skip = offset - (anchor?.offset ?? 0);
    // One row more in front of the page when rows are skipped: its key anchors this very page, so asking for
    // the same deep page again (or the next one) starts there instead of skipping again.
    const lead = skip > 0 ? 1 : 0;
    const page = await this.repo.page({ ...filter, sort, after: anchor?.after, offset: skip - lead, limit: limit + 1 + lead });
    if (lead > 0 && page.keys.length > 0) this.anchors.remember(anchorKey, offset, page.keys[0]!);
    const cards = page.cards.slice(lead);
    const keys = page.keys.slice(lead);
    if (cards.length >= limit) this.anchors.remember(anchorKey, offset + limit, keys[limit - 1]!);
    return { ids: cards.map((c) => c.id), json: cards.map((c) => c.json), keys, total };
  }

  /** Resolves when no background count is running. */
  idle(): Promise<void> {
    return this.totals.idle();
  }

  /**
   * One page of a name search, the caller's own channel left out. A page is kept for PAGE_CACHE_MS per caller and
   * term; blocked channels are left out of it after.
   */
  async findByName(
    name: string, page: number, limit: number, excludeId?: number, hidden?: ReadonlySet<number>, fresh = false,
  ): Promise<{ channels: ChannelCard[] }> {
    const cards = await this.searchCards(name, page, limit, excludeId, hidden, fresh);
    return { channels: cards.map((c) => JSON.parse(c.json) as ChannelCard) };
  }

  /** findByName's answer as JSON text, from the cards as PostgreSQL rendered them. */
  async findByNameJson(
    name: string, page: number, limit: number, excludeId?: number, hidden?: ReadonlySet<number>, fresh = false,
  ): Promise<string> {
    const cards = await this.searchCards(name, page, limit, excludeId, hidden, fresh);
    return `{"channels":[${cards.map((c) => c.json).join(',')}]}`;
  }

  private async searchCards(
    name: string, page: number, limit: number, excludeId: number | undefined, hidden: ReadonlySet<number> | undefined, fresh: boolean,
  ): Promise<CardJson[]> {
    const term = name.trim();
    const offset = page * limit;
    const search = async () => {
      const listed = this.listedTerms?.mayBeListed(term) ? await this.listedPage(term, offset, limit, excludeId) : null;
      if (listed) return listed;
      // A term the lists left out as rare is read in one prepared statement; one that is no longer rare is walked.
      // Such a term had fewer than SEARCH_POSTING_MIN_MATCHES then: twice that is where it stops being read so.
      const rare = this.listedTerms?.isUnlisted(term)
        ? await this.repo.rareTermPage(term, offset, limit, excludeId, 2 * SEARCH_POSTING_MIN_MATCHES) : null;
      if (rare) return rare;
      const ids = await this.repo.searchIds(term, offset + limit, excludeId);
      return this.repo.cardsByIds(ids.slice(offset));
    };
    const cards = fresh ? await search() : await this.searches.get(`${offset}|${limit}|${excludeId ?? ''}|${term}`, search);
    return hidden && hidden.size > 0 ? cards.filter((c) => !hidden.has(c.id)) : cards;
  }

  /**
   * A page from the term's posting list, null when the term has none or the page runs past it. The list numbers
   * every match (nobody left out): the caller's page is the listed positions offset..offset+limit without their own
   * channel, one further on when it is listed before them.
   */
  private async listedPage(term: string, offset: number, limit: number, excludeId?: number): Promise<CardJson[] | null> {
    const listed = await this.repo.listedSearchPage(term, offset, offset + limit, excludeId);
    if (!listed) return null;
    const start = listed.ownBefore ? 1 : 0;
    return listed.cards.filter((c) => c.id !== excludeId).slice(start, start + limit);
  }

  /** By channel id (digits) or YouTube channel id. */
  async detail(idOrYoutubeId: string): Promise<ChannelDetail> {
    const row = /^\d{1,10}$/.test(idOrYoutubeId)
      ? await this.repo.findById(Number(idOrYoutubeId))
      : await this.repo.findByYoutubeId(idOrYoutubeId);
    if (!row) throw notFound('Channel not found');
    const [tags, languages, grantStatus] = await Promise.all([
      this.repo.tagsOf(row.id), this.repo.languagesOf(row.id), this.repo.grantStatusOf(row.id),
    ]);
    return { ...toChannelCard(row), tags, languages, youtubeSync: toYouTubeSync(row, grantStatus) };
  }
}
