import {
  categoryById, categoryByName, parseCollaborationStatus, SUBSCRIBERS_MAX_DEFAULT, SUBSCRIBERS_MIN_DEFAULT,
  type ChannelDetail, type ChannelFilter, type LoadFilteredChannelsResponse, type SortOption,
} from 'shared-api';
import { badRequest, notFound } from '../../errors';
import { toChannelCard } from './mapper';
import type { ChannelRepository } from './repository';

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

export class ChannelService {
  constructor(private readonly repo: ChannelRepository) {}

  async loadFiltered(input: {
    filter: ChannelFilter; sort: SortOption; page: number; limit: number; excludeId?: number;
  }): Promise<LoadFilteredChannelsResponse> {
    const filter = resolveFilter(input.filter);
    const { rows, total } = await this.repo.list({
      ...filter,
      sort: input.sort,
      excludeId: input.excludeId,
      offset: input.page * input.limit,
      limit: input.limit,
    });
    return { channels: rows.map(toChannelCard), totalCount: total };
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
