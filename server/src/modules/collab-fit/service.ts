// Collab-fit: the fit-sorted "Relevance" of a member, the explanation of each score, similar channels, and saved
// searches with their "N new channels match" alerts.
import {
  collabFit, SAVED_SEARCHES_MAX, type ChannelCard, type ChannelFilter, type CollabFit, type CollabFitResponse, type SavedSearch,
} from 'shared-api';
import { badRequest, notFound } from '../../errors';
import { toChannelCard } from '../channels/mapper';
import type { MatchCondition } from '../channels/channel-counts';
import { resolveFilter, type Remember } from '../channels/service';
import type { SavedSearchMatches } from '../email/service';
import type { NotificationService } from '../notifications/service';
import type { CollabFitRepository } from './repository';

/** Channels listed under "Similar channels". */
export const SIMILAR_COUNT = 6;

/** Matches counted per saved search and check (the alert says "50+" beyond). */
export const NEW_MATCHES_CAP = 50;

/** How long the scheduled check leaves changes to commit before it counts them (see checkSavedSearches). */
export const SAVED_SEARCH_SETTLE_MS = 60_000;

/** One saved search's line in the weekly digest. */
export interface SavedSearchDigestEntry extends SavedSearchMatches { searchId: number; matches: number }

/** "1 new channel matches …", "3 new channels match …", "50+ new channels match …": the alert's and the digest's words. */
export function newMatchesText(found: number, searchName: string): string {
  const count = found >= NEW_MATCHES_CAP ? `${NEW_MATCHES_CAP}+` : String(found);
  return found === 1 ? `1 new channel matches "${searchName}"` : `${count} new channels match "${searchName}"`;
}

/** Opens the dashboard with the saved search applied (saved-searches.tsx reads `saved`). */
const savedSearchLink = (id: number) => `/dashboardV2?saved=${id}`;

export interface FitListing { ids: number[]; total: number; exact: boolean; fits: Map<number, CollabFit> }

export class CollabFitService {
  constructor(
    private readonly repo: CollabFitRepository,
    private readonly notifications: NotificationService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * One page of the member's fit-sorted listing; null when their channel has no features yet (then: today's order).
   * `remember` (the caller's memo, plugins/caller-cache.ts) keeps the member's own features while they stay remembered.
   */
  async rank(
    memberChannelId: number, filter: ChannelFilter, page: number, limit: number, remember?: Remember, onlyIf?: MatchCondition,
  ): Promise<FitListing | null> {
    const load = async () => (await this.repo.features([memberChannelId]))[0] ?? null;
    const member = await (remember ? remember(`collab-fit.member:${memberChannelId}`, load) : load());
    if (!member) return null;
    const now = this.clock();
    const result = await this.repo.rank(member, resolveFilter(filter), page * limit, limit, now, onlyIf);
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
   *
   * The window ends `settleMs` before the database's clock (not this process's): a change is stamped with its
   * transaction's start, so one still open when a check runs would carry a stamp inside the window that check
   * already closed, and no later check would see it. The schedule leaves a minute for that; the development check 0.
   */
  async checkSavedSearches(opts: { batch?: number; settleMs?: number } = {}): Promise<number> {
    const until = new Date((await this.repo.databaseNow()).getTime() - (opts.settleMs ?? SAVED_SEARCH_SETTLE_MS));
    // Only searches whose last window ends before this one's end: a window never moves backwards.
    const due = await this.repo.searchesDue(until, opts.batch ?? 500);
    let sent = 0;
    for (const search of due) {
      let found = 0;
      try {
        found = await this.repo.newMatches(resolveFilter(search.filter as ChannelFilter), search.userId, search.checkedAt, until, NEW_MATCHES_CAP);
      } catch {
        found = 0; // a filter that no longer resolves (a category renamed) finds nothing; it is still marked checked
      }
      await this.repo.markChecked(search.id, until);
      if (found === 0) continue;
      await this.notifications.notify([{
        userId: search.userId,
        type: 'SAVED_SEARCH',
        title: newMatchesText(found, search.name),
        description: `Channels joined or changed since your last alert match your saved search "${search.name}".`,
        link: savedSearchLink(search.id),
        sourceId: String(search.id),
      }]);
      sent++;
    }
    return sent;
  }

  /**
   * The weekly digest's part: each of the member's saved searches with the channels that joined or started
   * matching it in [since, until), by the same matcher as the alerts. Searches with none are left out.
   */
  async digestMatches(userId: number, since: Date, until: Date): Promise<SavedSearchDigestEntry[]> {
    const entries: SavedSearchDigestEntry[] = [];
    for (const search of await this.repo.listSearches(userId)) {
      let found = 0;
      try {
        found = await this.repo.newMatches(resolveFilter(search.filter as ChannelFilter), userId, since, until, NEW_MATCHES_CAP);
      } catch {
        continue; // a filter that no longer resolves finds nothing
      }
      if (found > 0) entries.push({ searchId: search.id, matches: found, label: newMatchesText(found, search.name), link: savedSearchLink(search.id) });
    }
    return entries;
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
