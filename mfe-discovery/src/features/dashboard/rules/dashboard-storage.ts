// Dashboard state kept in localStorage (SPEC §3 "Local caches", §4 "Dashboard") so that a trip to a profile or
// to messages comes back to the same filters, results and page. Logout clears all storage (shared-auth).
import type { ChannelCard } from 'shared-api';
import { type DashboardFilters, isDashboardFilters } from './dashboard-filters';

export const DASHBOARD_STORAGE_KEYS = {
  filters: 'dashboardFilters',
  results: 'dashboardResults',
  page: 'dashboardPage',
} as const;

/** One loaded server block, tagged with the filters and server page it answers. */
export interface StoredResults {
  key: string;
  channels: ChannelCard[];
  totalCount: number;
  /** false when the server estimated a large total (the pager marks it approximate); absent means exact. */
  totalCountExact?: boolean;
}

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the dashboard works without persistence.
  }
}

export function readStoredFilters(): DashboardFilters | null {
  const value = read(DASHBOARD_STORAGE_KEYS.filters);
  return isDashboardFilters(value) ? value : null;
}

export function storeFilters(filters: DashboardFilters): void {
  write(DASHBOARD_STORAGE_KEYS.filters, filters);
}

export function readStoredResults(): StoredResults | null {
  const value = read(DASHBOARD_STORAGE_KEYS.results) as Partial<StoredResults> | null;
  if (!value || typeof value.key !== 'string' || !Array.isArray(value.channels) || typeof value.totalCount !== 'number') {
    return null;
  }
  return value as StoredResults;
}

export function storeResults(results: StoredResults): void {
  write(DASHBOARD_STORAGE_KEYS.results, results);
}

export function readStoredPage(): number {
  const value = read(DASHBOARD_STORAGE_KEYS.page);
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : 1;
}

export function storePage(page: number): void {
  write(DASHBOARD_STORAGE_KEYS.page, page);
}

export function clearDashboardStorage(): void {
  for (const key of Object.values(DASHBOARD_STORAGE_KEYS)) localStorage.removeItem(key);
}

/** Leaving the dashboard keeps its state only for a profile or the messages page (SPEC §4). */
export function keepsDashboardState(pathname: string): boolean {
  return pathname === '/dashboardV2' || pathname.startsWith('/profile/') || pathname === '/messages';
}
