import { searchTextOf, searchUrl } from './search-param';

it('reads the trimmed search text; blank or missing is no search', () => {
  expect(searchTextOf(new URLSearchParams('search=%20cook%20'))).toBe('cook');
  expect(searchTextOf(new URLSearchParams('search=%20%20'))).toBeNull();
  expect(searchTextOf(new URLSearchParams('page=2'))).toBeNull();
});

it('builds the dashboard search address with the trimmed, encoded text', () => {
  expect(searchUrl('  rock & roll ')).toBe('/dashboardV2?search=rock+%26+roll');
});
