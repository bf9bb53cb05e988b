// Paging of the dashboard (SPEC §9): 9 cards a page, the server is asked for 45 rows (5 pages) at a time.

import { CHANNEL_FETCH_SIZE, DASHBOARD_PAGE_SIZE } from 'shared-api/constants';
import { formatThousands } from 'shared-ui';

export { CHANNEL_FETCH_SIZE, DASHBOARD_PAGE_SIZE };
const PAGES_PER_FETCH = CHANNEL_FETCH_SIZE / DASHBOARD_PAGE_SIZE;

/** The zero-based server page that holds UI page `page` (one-based): floor((page - 1) / 5). */
export function serverPageFor(page: number): number {
  return Math.floor((page - 1) / PAGES_PER_FETCH);
}

/** The 9 rows of UI page `page` out of the 45-row block the server returned for it. */
export function pageSlice<T>(block: readonly T[], page: number): T[] {
  const start = ((page - 1) % PAGES_PER_FETCH) * DASHBOARD_PAGE_SIZE;
  return block.slice(start, start + DASHBOARD_PAGE_SIZE);
}

/** ceil(totalCount / 9); 0 for a missing or negative count. */
export function totalPagesFor(totalCount: number): number {
  return Number.isFinite(totalCount) && totalCount > 0 ? Math.ceil(totalCount / DASHBOARD_PAGE_SIZE) : 0;
}

/** The `page` query parameter: a positive integer, anything else reads as 1. */
export function parsePageParam(value: string | null): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The pager's note for a total the server did not count exactly (`totalCountExact: false`, a large result):
 * the total rounded to three significant digits, e.g. "about 777,000 channels (page count approximate)".
 * Null for an exact total (the pager says nothing more then).
 */
export function approximateTotalNote(totalCount: number, exact: boolean | undefined): string | null {
  if (exact !== false || !Number.isFinite(totalCount) || totalCount <= 0) return null;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(totalCount)) - 2);
  const rounded = Math.round(totalCount / step) * step;
  return `about ${formatThousands(rounded)} channels (page count approximate)`;
}
