// The dashboard's filter set (SPEC §3 "Filter set") as the Filters panel holds it: raw text per field, so an
// empty or half-typed entry is kept as typed and the request decides the defaults (SPEC §5).
import { COLLABORATION_STATUS_OPTIONS, SUBSCRIBER_RANGE, formatThousands, parseNumberInput } from 'shared-ui';

export interface DashboardFilters {
  subscribers_min: string;
  subscribers_max: string;
  category: string;
  language: string;
  collaboration_status: string;
  /** '30': only channels with an upload in the last 30 days; '' (or absent, in filters stored before it): all. */
  active?: string;
}

export type FilterKey = keyof DashboardFilters;

export const EMPTY_FILTERS: DashboardFilters = {
  subscribers_min: '', subscribers_max: '', category: '', language: '', collaboration_status: '', active: '',
};

/** The `filter` object of POST /api/loadFilteredChannels (SPEC §5 "Dashboard filters"). */
export interface FilterPayload {
  subscribers_min: number;
  subscribers_max: number;
  category?: string;
  language?: string;
  collaboration_status?: string;
  active_within_days?: 30;
}

/** Bounds default to 100 and 1,000,000 when empty or not numeric; other filters only when non-empty. */
export function toFilterPayload(filters: DashboardFilters): FilterPayload {
  const payload: FilterPayload = {
    subscribers_min: parseNumberInput(filters.subscribers_min, SUBSCRIBER_RANGE.min),
    subscribers_max: parseNumberInput(filters.subscribers_max, SUBSCRIBER_RANGE.max),
  };
  for (const key of ['category', 'language', 'collaboration_status'] as const) {
    const value = filters[key].trim();
    if (value) payload[key] = value;
  }
  if (filters.active === '30') payload.active_within_days = 30;
  return payload;
}

export interface FilterPill {
  key: FilterKey;
  label: string;
}

const PILL_NAMES: Record<FilterKey, string> = {
  subscribers_min: 'Min subscribers',
  subscribers_max: 'Max subscribers',
  category: 'Category',
  language: 'Language',
  collaboration_status: 'Status',
  active: 'Active',
};

function pillValue(key: FilterKey, value: string): string {
  if (key === 'active') return 'last 30 days';
  if (key === 'collaboration_status') {
    return COLLABORATION_STATUS_OPTIONS.find((o) => o.code === value)?.label ?? value;
  }
  if (key === 'subscribers_min' || key === 'subscribers_max') {
    const n = Number(value);
    return Number.isFinite(n) ? formatThousands(n) : value;
  }
  return value;
}

/** One removable pill per applied, non-empty filter, in panel order. */
export function filterPills(filters: DashboardFilters): FilterPill[] {
  return (Object.keys(PILL_NAMES) as FilterKey[])
    .filter((key) => (filters[key] ?? '').trim() !== '')
    .map((key) => ({ key, label: `${PILL_NAMES[key]}: ${pillValue(key, (filters[key] ?? '').trim())}` }));
}

/** Accepts only a stored object with the five text fields; anything else is ignored. */
export function isDashboardFilters(value: unknown): value is DashboardFilters {
  if (!value || typeof value !== 'object') return false;
  return (Object.keys(EMPTY_FILTERS) as FilterKey[]).every((key) => {
    const field = (value as Record<string, unknown>)[key];
    return typeof field === 'string' || (key === 'active' && field === undefined);
  });
}
