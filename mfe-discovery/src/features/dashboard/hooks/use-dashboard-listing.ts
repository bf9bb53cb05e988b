import { startTransition, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NotAuthenticatedError } from 'shared-auth';
import { DEFAULT_SORT, loadFilteredChannels } from '../api/load-filtered-channels';
import { type DashboardFilters, EMPTY_FILTERS } from '../rules/dashboard-filters';
import { approximateTotalNote, pageSlice, parsePageParam, serverPageFor, totalPagesFor } from '../rules/dashboard-paging';
import {
  clearDashboardStorage, keepsDashboardState, readStoredFilters, readStoredPage, readStoredResults, storeFilters,
  storePage, storeResults, type StoredResults,
} from '../rules/dashboard-storage';

export const FETCH_FAILED_MESSAGE = 'Failed to fetch collaborators';
export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated. Please login.';

type Outcome = StoredResults | { key: string; error: string };

/** `?sort=fit`: Relevance, which for a member with a channel is the collab-fit order. */
export const FIT_SORT_PARAM = 'fit';

/** Which server block a result answers: the applied filters, the sort and the zero-based server page. */
function blockKey(filters: DashboardFilters, serverPage: number, sort: string): string {
  return sort === DEFAULT_SORT ? JSON.stringify({ filters, serverPage }) : JSON.stringify({ filters, serverPage, sort });
}

/**
 * The normal dashboard listing: applied filters, the `?page=` parameter, and the 45-row server block that
 * holds the current page (fetched once per block). Paused while `enabled` is false (search mode).
 */
export function useDashboardListing(enabled: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const [applied, setApplied] = useState<DashboardFilters>(() => readStoredFilters() ?? EMPTY_FILTERS);
  const [outcome, setOutcome] = useState<Outcome | null>(() => readStoredResults());

  const serverPage = serverPageFor(page);
  const sort = searchParams.get('sort') === FIT_SORT_PARAM ? 'relevance' : DEFAULT_SORT;
  const key = blockKey(applied, serverPage, sort);
  const outcomeKey = outcome?.key;

  useEffect(() => {
    if (!enabled || outcomeKey === key) return;
    let active = true;
    loadFilteredChannels(applied, serverPage, sort).then(
      (data) => {
        if (!active) return;
        const results: StoredResults = {
          key, channels: data.channels, totalCount: data.totalCount, totalCountExact: data.totalCountExact,
        };
        // The result cards render as a transition: in slices, not one long task on a slow phone.
        startTransition(() => setOutcome(results));
        storeResults(results);
      },
      (error: unknown) => {
        if (!active) return;
        setOutcome({ key, error: error instanceof NotAuthenticatedError ? NOT_AUTHENTICATED_MESSAGE : FETCH_FAILED_MESSAGE });
      },
    );
    return () => { active = false; };
  }, [enabled, key, outcomeKey, applied, serverPage, sort]);

  // Coming back without a page parameter (e.g. from the header link) returns to the stored page.
  useEffect(() => {
    if (!searchParams.has('page') && !searchParams.has('search')) {
      const stored = readStoredPage();
      if (stored > 1) setSearchParams((prev) => { prev.set('page', String(stored)); return prev; }, { replace: true });
    }
    // Only on arrival: later removals of the parameter are deliberate (Apply / Reset).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Leaving for anywhere but a profile or messages drops the stored state (SPEC §4). The router has already
  // moved on when the page unmounts, so the check runs right after.
  useEffect(() => () => {
    setTimeout(() => { if (!keepsDashboardState(window.location.pathname)) clearDashboardStorage(); }, 0);
  }, []);

  const current = outcome && outcome.key === key ? outcome : null;
  const results = current && 'channels' in current ? current : null;
  const totalPages = results ? totalPagesFor(results.totalCount) : 0;

  /** Applying, resetting or removing filters: back to page 1 without the page parameter, and a fresh load. */
  const apply = (filters: DashboardFilters) => {
    setApplied(filters);
    storeFilters(filters);
    storePage(1);
    setOutcome(null);
    setSearchParams((prev) => { prev.delete('page'); return prev; });
  };

  /** SPEC §5: ignored when out of range or equal to the current page. */
  const goToPage = (next: number) => {
    if (!Number.isInteger(next) || next < 1 || next > totalPages || next === page) return;
    storePage(next);
    setSearchParams((prev) => { prev.set('page', String(next)); return prev; });
  };

  /** Best fit (Relevance) or the default Subscribers order; back to page 1. */
  const setSort = (fit: boolean) => {
    storePage(1);
    setSearchParams((prev) => {
      prev.delete('page');
      if (fit) prev.set('sort', FIT_SORT_PARAM); else prev.delete('sort');
      return prev;
    });
  };

  return {
    applied,
    apply,
    sortByFit: sort === 'relevance',
    setSort,
    page,
    totalPages,
    /** "about … channels (page count approximate)" when the total is an estimate, else null. */
    totalNote: results ? approximateTotalNote(results.totalCount, results.totalCountExact) : null,
    goToPage,
    loading: enabled && !current,
    error: current && 'error' in current ? current.error : null,
    channels: results ? pageSlice(results.channels, page) : [],
  };
}
