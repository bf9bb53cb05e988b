// A saved search holds the request's filter object; the dashboard holds raw text per field.
import type { ChannelFilter } from 'shared-api';
import { type DashboardFilters, EMPTY_FILTERS } from './dashboard-filters';

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The Filters panel's values of a saved search's filter. */
export function filtersOfSavedSearch(filter: ChannelFilter): DashboardFilters {
  return {
    ...EMPTY_FILTERS,
    subscribers_min: asText(filter.subscribers_min),
    subscribers_max: asText(filter.subscribers_max),
    category: asText(filter.category),
    language: asText(filter.language),
    collaboration_status: asText(filter.collaboration_status),
    active: filter.active_within_days === 30 ? '30' : '',
  };
}
