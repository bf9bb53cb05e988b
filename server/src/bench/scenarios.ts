// The discovery and name-search calls measured by the API benchmark and explained by explain-queries: every
// filter and sort loadFilteredChannels offers, first and deep pages, and the kinds of search text users type.
import {
  CHANNEL_FETCH_SIZE, SEARCH_PAGE_SIZE, SORT_OPTIONS, type FindChannelsByNameRequest,
  type LoadFilteredChannelsRequest, type SortOption,
} from 'shared-api';

export type Scenario =
  | { name: string; core: boolean; call: 'loadFilteredChannels'; body: LoadFilteredChannelsRequest }
  | { name: string; core: boolean; call: 'findChannelsByName'; body: FindChannelsByNameRequest };

/** Filters chosen against the seed's distributions (see db/seed/word-lists.ts): broad and selective ones. */
const FILTERS: Record<string, NonNullable<LoadFilteredChannelsRequest['filter']>> = {
  'no filter': {},
  'category Gaming': { category: 'Gaming' },
  'language Japanese': { language: 'Japanese' },
  'status open': { collaboration_status: 'OPEN_TO_COLLAB' },
  'subscribers 1k-1M (wide)': { subscribers_min: 1_000, subscribers_max: 1_000_000 },
  'subscribers 50k-55k (narrow)': { subscribers_min: 50_000, subscribers_max: 55_000 },
  'category Gaming + language English': { category: 'Gaming', language: 'English' },
  'status open + subscribers 1k-1M': { collaboration_status: 'OPEN_TO_COLLAB', subscribers_min: 1_000, subscribers_max: 1_000_000 },
  'category Music + status invite-only + language Spanish': { category: 'Music', collaboration_status: 'INVITE_ONLY', language: 'Spanish' },
  'active within 30 days': { active_within_days: 30 },
  'every filter': {
    subscribers_min: 10_000, subscribers_max: 500_000, category: 'Gaming', language: 'English', collaboration_status: 'OPEN_TO_COLLAB', active_within_days: 30,
  },
};

/** Pages (zero-based) of the discovery matrix: the dashboard's pages 1, 5 and 500 at 45 channels a request. */
export const MATRIX_PAGES = [0, 4, 499] as const;

/** Filter/sort pairs also run by the benchmark by default (the full matrix needs --all). */
const CORE = new Set([
  'no filter / relevance', 'no filter / subscriber_count', 'no filter / most_recent',
  'category Gaming / relevance', 'language Japanese / relevance', 'status open / subscriber_count',
  'subscribers 1k-1M (wide) / most_recent', 'subscribers 50k-55k (narrow) / relevance',
  'no filter / relevance / deep page', 'category Gaming / most_recent / deep page',
]);

/** Search texts: prefix and infix words, a selective full name, 1-2 characters, LIKE metacharacters. */
const SEARCHES: Array<{ label: string; name: string; core: boolean }> = [
  { label: 'search 3+ chars, prefix', name: 'Pixel Ga', core: true },
  { label: 'search two-word prefix, one letter', name: 'Neon G', core: false },
  { label: 'search 3+ chars, infix word', name: 'chef', core: true },
  { label: 'search 3+ chars, infix fragment', name: 'ixel gam', core: false },
  { label: 'search 2 chars', name: 'ch', core: true },
  { label: 'search 1 char', name: 'x', core: false },
  { label: 'search with % and _', name: '100%_off', core: true },
  { label: 'search rare word (no match)', name: 'zzqx', core: true },
  { label: 'search frequent word, page 3', name: 'studio', core: false },
];

/**
 * A page about `deepOffset` rows in (at most half the table), where OFFSET cost shows. At one million channels
 * this is page 2222 (offset 99,990) of 45 cards.
 */
export function deepPage(channelCount: number, deepOffset = 100_000): number {
  return Math.max(1, Math.floor(Math.min(deepOffset, channelCount / 2) / CHANNEL_FETCH_SIZE));
}

/** Every offered filter (and combinations) x every sort x pages 1, 5 and 500, plus the searches. */
export function matrixScenarios(): Scenario[] {
  const out: Scenario[] = [];
  for (const [label, filter] of Object.entries(FILTERS)) {
    for (const sort of SORT_OPTIONS) {
      for (const page of MATRIX_PAGES) {
        out.push({
          name: `${label} / ${sort} / page ${page + 1}`, core: true, call: 'loadFilteredChannels',
          body: { filter, sort_by: sort, pagination: { page, limit: CHANNEL_FETCH_SIZE } },
        });
      }
    }
  }
  for (const s of SEARCHES) {
    out.push({
      name: s.label, core: true, call: 'findChannelsByName',
      body: { name: s.name, pagination: { page: s.label.endsWith('page 3') ? 2 : 0, limit: SEARCH_PAGE_SIZE } },
    });
  }
  return out;
}

export function scenarios(channelCount: number): Scenario[] {
  const out: Scenario[] = [];
  const filtered = (name: string, filter: LoadFilteredChannelsRequest['filter'], sort: SortOption, page: number) =>
    out.push({
      name, core: CORE.has(name), call: 'loadFilteredChannels',
      body: { filter, sort_by: sort, pagination: { page, limit: CHANNEL_FETCH_SIZE } },
    });
  for (const [label, filter] of Object.entries(FILTERS)) {
    for (const sort of SORT_OPTIONS) filtered(`${label} / ${sort}`, filter, sort, 0);
  }
  const deep = deepPage(channelCount);
  for (const label of ['no filter', 'category Gaming']) {
    for (const sort of SORT_OPTIONS) filtered(`${label} / ${sort} / deep page`, FILTERS[label], sort, deep);
  }
  for (const s of SEARCHES) {
    out.push({
      name: s.label, core: s.core, call: 'findChannelsByName',
      body: { name: s.name, pagination: { page: 0, limit: SEARCH_PAGE_SIZE } },
    });
  }
  return out;
}
