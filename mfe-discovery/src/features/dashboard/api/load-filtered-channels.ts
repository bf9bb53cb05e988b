import type { LoadFilteredChannelsResponse, SortOption } from 'shared-api';
import { authFetch } from 'shared-auth';
import { type DashboardFilters, type FilterPayload, toFilterPayload } from '../rules/dashboard-filters';
import { CHANNEL_FETCH_SIZE } from '../rules/dashboard-paging';

/** The sort used by the dashboard (SPEC §7: default label Subscribers). */
export const DEFAULT_SORT: SortOption = 'subscriber_count';

export interface LoadFilteredChannelsBody {
  filter: FilterPayload;
  sort_by: SortOption;
  pagination: { page: number; limit: number };
}

export function loadFilteredChannelsBody(
  filters: DashboardFilters, serverPage: number, sortBy: SortOption = DEFAULT_SORT,
): LoadFilteredChannelsBody {
  return { filter: toFilterPayload(filters), sort_by: sortBy, pagination: { page: serverPage, limit: CHANNEL_FETCH_SIZE } };
}

/** POST /api/loadFilteredChannels (bearer): one 45-row block of channels and the total count. */
export function loadFilteredChannels(
  filters: DashboardFilters, serverPage: number, sortBy: SortOption = DEFAULT_SORT,
): Promise<LoadFilteredChannelsResponse> {
  return authFetch<LoadFilteredChannelsResponse>('/api/loadFilteredChannels', {
    method: 'POST',
    body: JSON.stringify(loadFilteredChannelsBody(filters, serverPage, sortBy)),
  });
}
