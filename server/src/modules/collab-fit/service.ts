// Collab-fit: the fit-sorted "Relevance" of a member, the explanation of each score, similar channels, and saved
// searches with their "N new channels match" alerts.
import {
  collabFit, SAVED_SEARCHES_MAX, type ChannelCard, type ChannelFilter, type CollabFit, type CollabFitResponse, type SavedSearch,
} from 'shared-api';
import { badRequest, notFound } from '../../errors';
import { toChannelCard } from '../channels/mapper';
import { resolveFilter } from '../channels/service';
import type { NotificationService } from '../notifications/service';
import type { CollabFitRepository } from './repository';

/** Channels listed under "Similar channels". */
export const SIMILAR_COUNT = 6;

/** Matches counted per saved search and check (the alert says "50+" beyond). */
export const NEW_MATCHES_CAP = 50;

export interface FitListing { ids: number[]; total: number; exact: boolean; fits: Map<number, CollabFit> }

export class CollabFitService {
  constructor(
    private readonly repo: CollabFitRepository,
    private readonly notifications: NotificationService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** One page of the member's fit-sorted listing; null when their channel has no features yet (then: today's order). */
  async rank(memberChannelId: number, filter: ChannelFilter, page: number, limit: number): Promise<FitListing | null> {
    const [member] = await this.repo.features([memberChannelId]);
    if (!member) return null;
    const now = this.clock();
    const result = await this.repo.rank(member, resolveFilter(filter), page * limit, limit, now);
    // Each card carries its explanation (the chips and "Why this match?"), from the same rules as the order.
    const partners = await this.repo.features(result.ids);
    const fits = new Map(partners.map((p) => [p.channelId, collabFit(member, p, now)]));
    return { ids: result.ids, total: result.total, exact: !result.capped, fits };
  }

  /** The fit of the caller's channel with each of `ids`, component by component. */
  async explain(memberChannelId: number | null, ids: number[]): Promise<CollabFitResponse> {
    if (memberChannelId === null) return { available: false, fits: [] };
    const unique = [...new Set(ids)].filter((id) => id !== memberChannelId);
    const rows = await this.repo.features([memberChannelId, ...unique]);
    const member = rows.find((r) => r.channelId === memberChannelId);
    if (!member) return { available: false, fits: [] };
    const now = this.clock();
    const byId = new Map(rows.map((r) => [r.channelId, r]));
    const fits = unique.flatMap((id) => {
      const partner = byId.get(id);
      return partner ? [collabFit(member, partner, now)] : [];
    });
    return { available: true, fits };
  }

  /** The channel's nearest neighbours (by channel id or YouTube id), as cards. */
  async similar(idOrYoutubeId: string): Promise<ChannelCard[]> {
    const id = await this.repo.channelIdOf(idOrYoutubeId);
    if (id === null) throw notFound('Channel not found');
    const ids = await this.repo.similar(id, SIMILAR_COUNT);
    return (await this.repo.channelRows(ids)).map(toChannelCard);
  }

  async listSearches(userId: number): Promise<SavedSearch[]> {
    return (await this.repo.listSearches(userId)).map(toSavedSearch);
  }

  async createSearch(userId: number, name: string, filter: ChannelFilter): Promise<SavedSearch> {
    resolveFilter(filter); // an unknown category or status is the caller's mistake: 400 now, not at every check
    if ((await this.repo.countSearches(userId)) >= SAVED_SEARCHES_MAX) {
      throw badRequest(`At most ${SAVED_SEARCHES_MAX} saved searches`, { name: `Delete one of your ${SAVED_SEARCHES_MAX} saved searches first` });
    }
    return toSavedSearch(await this.repo.createSearch(userId, name, filter as Record<string, unknown>));
  }

  async deleteSearch(userId: number, id: number): Promise<void> {
    if (!(await this.repo.deleteSearch(userId, id))) throw notFound('Saved search not found');
  }

  /**
   * Looks for channels that joined or started matching since each due search's last check and tells its owner
   * "N new channels match" (one notification per search and check). Returns the notifications sent.
   */
  async checkSavedSearches(opts: { batch?: number; dueBefore?: Date } = {}): Promise<number> {
    const now = this.clock();
    const due = await this.repo.searchesDue(opts.dueBefore ?? now, opts.batch ?? 500);
    let sent = 0;
    for (const search of due) {
      let found = 0;
      try {
        found = await this.repo.newMatches(resolveFilter(search.filter as ChannelFilter), search.userId, search.checkedAt, now, NEW_MATCHES_CAP);
      } catch {
        found = 0; // a filter that no longer resolves (a category renamed) finds nothing; it is still marked checked
      }
      await this.repo.markChecked(search.id, now, found);
      if (found === 0) continue;
      const count = found >= NEW_MATCHES_CAP ? `${NEW_MATCHES_CAP}+` : String(found);
      await this.notifications.notify([{
        userId: search.userId,
        type: 'SAVED_SEARCH',
        title: `${count} new channel${found === 1 ? '' : 's'} match "${search.name}"`,
        description: `Channels joined or changed since your last alert match your saved search "${search.name}".`,
        link: `/dashboardV2?saved=${search.id}`,
        sourceId: String(search.id),
      }]);
      sent++;
    }
    return sent;
  }

  /** Recomputes responsiveness of channels with requests (pending requests count as unanswered once 3 days old). */
  async refreshResponsiveness(): Promise<void> {
    let after = 0;
    for (;;) {
      const ids = await this.repo.channelsWithRequests(after, 1000);
      if (ids.length === 0) return;
      await this.repo.refreshResponsiveness(ids);
      after = ids[ids.length - 1]!;
    }
  }
}

function toSavedSearch(row: { id: number; name: string; filter: Record<string, unknown>; createdAt: Date; checkedAt: Date }): SavedSearch {
  return {
    id: row.id, name: row.name, filter: row.filter as ChannelFilter,
    createdAt: row.createdAt.toISOString(), checkedAt: row.checkedAt.toISOString(),
  };
}
