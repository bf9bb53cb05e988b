import {
  categoryById, categoryByName, parseCollaborationStatus, SUBSCRIBERS_MAX_DEFAULT, SUBSCRIBERS_MIN_DEFAULT,
  type ChannelDetail, type ChannelFilter, type LoadFilteredChannelsResponse, type SortOption,
} from 'shared-api';
import { badRequest, notFound } from '../../errors';
import { toChannelCard } from './mapper';
import { PageAnchors } from './page-anchors';
import type { ChannelFilterQuery, ChannelRepository } from './repository';
import { TotalCounts } from './total-counts';

/** Totals up to this many matches are counted exactly on each request (the count stops after it). */
export const EXACT_COUNT_LIMIT = 2_000;

const isBlank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** Empty or non-numeric bounds fall back to the spec defaults (SPEC §5). */
export function subscriberBound(value: unknown, fallback: number): number {
  if (isBlank(value)) return fallback;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : fallback;
}

export interface ResolvedFilter {
  subscribersMin: number;
  subscribersMax: number;
  categoryId?: number;
  language?: string;
  status?: number;
}

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
  return out;
}

export interface ChannelServiceOptions {
  exactCountLimit?: number;
  /** How long a large total or a page anchor is reused. */
  cacheTtlMs?: number;
  onBackgroundError?: (err: unknown) => void;
}

/** A cache key for a filter: the resolved values, so `'Gaming'`, `'gaming'` and `8` share one entry. */
function filterKey(f: ChannelFilterQuery): string {
  return [f.subscribersMin, f.subscribersMax, f.categoryId ?? '', f.language?.toLowerCase() ?? '', f.status ?? '']
    .join('|');
}

export class ChannelService {
  private readonly totals: TotalCounts;
  private readonly anchors: PageAnchors;

  constructor(private readonly repo: ChannelRepository, opts: ChannelServiceOptions = {}) {
    const ttlMs = opts.cacheTtlMs ?? 60_000;
    this.totals = new TotalCounts({
      exactLimit: opts.exactCountLimit ?? EXACT_COUNT_LIMIT, ttlMs, maxKeys: 2_000, onError: opts.onBackgroundError,
    });
    this.anchors = new PageAnchors({ ttlMs, maxKeys: 2_000, maxAnchorsPerKey: 64 });
  }

  /**
   * One page and the total. The total is exact when the filter matches at most EXACT_COUNT_LIMIT channels
   * (`totalCountExact: true`); above that it is a recent exact count, or the planner's estimate until the first
   * count is done (`totalCountExact: false`), and it includes the caller's own channel.
   */
  async loadFiltered(input: {
    filter: ChannelFilter; sort: SortOption; page: number; limit: number; excludeId?: number;
  }): Promise<LoadFilteredChannelsResponse> {
    const filter: ChannelFilterQuery = { ...resolveFilter(input.filter), excludeId: input.excludeId };
    const offset = input.page * input.limit;
    const anchorKey = `${input.sort}|${filterKey(filter)}|${input.excludeId ?? ''}`;
    const anchor = this.anchors.nearest(anchorKey, offset);
    const skip = offset - (anchor?.offset ?? 0);
    // One row more in front of the page when rows are skipped: its key anchors this very page, so asking for
    // the same deep page again (or the next one) starts there instead of skipping again.
    const lead = skip > 0 ? 1 : 0;
    const [page, total] = await Promise.all([
      this.repo.page({ ...filter, sort: input.sort, after: anchor?.after, offset: skip - lead, limit: input.limit + lead }),
      this.totals.total(filterKey(filter), {
        countUpTo: (limit) => this.repo.countUpTo(filter, limit),
        // The large count is shared by every caller, so it does not leave out anyone's own channel.
        countAll: () => this.repo.countAll({ ...filter, excludeId: undefined }),
        estimate: () => this.repo.estimateCount({ ...filter, excludeId: undefined }),
      }),
    ]);
    if (lead > 0 && page.keys.length > 0) this.anchors.remember(anchorKey, offset, page.keys[0]!);
    const rows = page.rows.slice(lead);
    const keys = page.keys.slice(lead);
    if (rows.length === input.limit) this.anchors.remember(anchorKey, offset + input.limit, keys[keys.length - 1]!);
    return { channels: rows.map(toChannelCard), totalCount: total.count, totalCountExact: total.exact };
  }

  /** Resolves when no background count is running. */
  idle(): Promise<void> {
    return this.totals.idle();
  }

  async findByName(name: string, page: number, limit: number, excludeId?: number) {
    const rows = await this.repo.searchByName(name.trim(), { excludeId, offset: page * limit, limit });
    return { channels: rows.map(toChannelCard) };
  }

  /** By channel id (digits) or YouTube channel id. */
  async detail(idOrYoutubeId: string): Promise<ChannelDetail> {
    const row = /^\d{1,10}$/.test(idOrYoutubeId)
      ? await this.repo.findById(Number(idOrYoutubeId))
      : await this.repo.findByYoutubeId(idOrYoutubeId);
    if (!row) throw notFound('Channel not found');
    const [tags, languages] = await Promise.all([this.repo.tagsOf(row.id), this.repo.languagesOf(row.id)]);
    return { ...toChannelCard(row), tags, languages };
  }
}
