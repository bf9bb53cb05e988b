import { EMPTY_FILTERS, filterPills, isDashboardFilters, toFilterPayload } from './dashboard-filters';

describe('toFilterPayload', () => {
  it('defaults the bounds to 100 and 1,000,000 and leaves the other filters out', () => {
    expect(toFilterPayload(EMPTY_FILTERS)).toEqual({ subscribers_min: 100, subscribers_max: 1_000_000 });
  });

  it('defaults non-numeric bounds, keeps numeric ones, and sends trimmed non-empty filters', () => {
    expect(toFilterPayload({
      subscribers_min: 'lots', subscribers_max: '250000', category: 'Music', language: ' French ',
      collaboration_status: '   ',
    })).toEqual({ subscribers_min: 100, subscribers_max: 250_000, category: 'Music', language: 'French' });
  });
});

it('lists one pill per applied filter with readable values', () => {
  expect(filterPills({ ...EMPTY_FILTERS, subscribers_max: '1000000', collaboration_status: 'NOT_ACTIVELY_SEEKING' }))
    .toEqual([
      { key: 'subscribers_max', label: 'Max subscribers: 1,000,000' },
      { key: 'collaboration_status', label: 'Status: Not Actively Seeking' },
    ]);
  expect(filterPills(EMPTY_FILTERS)).toEqual([]);
});

it('accepts only a complete stored filter set', () => {
  expect(isDashboardFilters(EMPTY_FILTERS)).toBe(true);
  expect(isDashboardFilters({ ...EMPTY_FILTERS, language: 3 })).toBe(false);
  expect(isDashboardFilters('x')).toBe(false);
  expect(isDashboardFilters(null)).toBe(false);
});
