import { toFilterPayload } from './dashboard-filters';
import { filtersOfSavedSearch } from './saved-search-filters';

describe('filtersOfSavedSearch', () => {
  it('gives back the panel values a saved filter was made from', () => {
    const panel = { subscribers_min: '1000', subscribers_max: '50000', category: 'Gaming', language: 'Spanish', collaboration_status: '1', active: '30' };
    const back = filtersOfSavedSearch(toFilterPayload(panel));
    expect(back).toEqual(panel);
  });

  it('leaves absent filters empty', () => {
    expect(filtersOfSavedSearch({ subscribers_min: 100 })).toMatchObject({ category: '', language: '', active: '' });
  });
});
