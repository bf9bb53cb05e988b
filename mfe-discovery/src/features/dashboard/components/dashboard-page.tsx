// /dashboardV2 (SPEC §2, §4): Filters panel and the 'Find Collaborators' grid, or 'Search Results' while the
// URL carries a search (filters disabled then).
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Pagination, Select } from 'shared-ui';
import { useChannelSearch } from '../../search/hooks/use-channel-search';
import { SEARCH_PARAM, searchTextOf } from '../../search/search-param';
import { useDashboardListing } from '../hooks/use-dashboard-listing';
import { EMPTY_FILTERS, type FilterKey, filterPills } from '../rules/dashboard-filters';
import { ChannelGrid } from './channel-grid';
import { loadFitReasons } from './collaborator-card';
import { FilterPills } from './filter-pills';
import { FiltersPanel } from './filters-panel';
import { SavedSearches } from './saved-searches';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.md} { grid-template-columns: 280px minmax(0, 1fr); }
  h1 { margin: 0 0 ${({ theme }) => theme.space[4]}; }
  h1:focus { outline: none; }
`;

/** Under the pager: says the total (and so the page count) is an estimate. */
const PagerNote = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const SortSelect = styled(Select)`
  width: auto;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** Subscribers stays the default order (SPEC §7); Best fit is Relevance, the collab-fit order for a member. */
const SORT_CHOICES = [{ value: 'subscribers', label: 'Sort: Subscribers' }, { value: 'fit', label: 'Sort: Best fit' }];

export function DashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const searchText = searchTextOf(searchParams);
  const listing = useDashboardListing(searchText === null);
  // Best fit's cards show fit reasons: their code downloads alongside the listing call, not after it.
  useEffect(() => {
    if (listing.sortByFit) void loadFitReasons();
  }, [listing.sortByFit]);
  const search = useChannelSearch(searchText);
  const [draft, setDraft] = useState(listing.applied);

  const applyFilters = (filters = draft) => {
    setDraft(filters);
    listing.apply(filters);
  };
  const removeFilter = (key: FilterKey) => applyFilters({ ...listing.applied, [key]: '' });
  const clearSearch = () => setSearchParams((prev) => { prev.delete(SEARCH_PARAM); return prev; });

  return (
    <Layout>
      <div>
        <FiltersPanel
          draft={draft}
          onChange={(key, value) => setDraft((current) => ({ ...current, [key]: value }))}
          onApply={() => applyFilters()}
          onReset={() => applyFilters(EMPTY_FILTERS)}
          disabled={searchText !== null}
          activeCount={filterPills(listing.applied).length}
        />
        <SavedSearches applied={listing.applied} onApply={applyFilters} />
      </div>
      <section aria-labelledby="dashboard-title">
        {searchText !== null ? (
          <>
            <TitleRow>
              <h1 id="dashboard-title" tabIndex={-1}>Search Results</h1>
              <Button type="button" variant="secondary" size="sm" onClick={clearSearch}>Clear search</Button>
            </TitleRow>
            <ChannelGrid
              channels={search.channels}
              loading={search.loading}
              error={search.error}
              emptyTitle={`No channels found for "${searchText}"`}
            />
          </>
        ) : (
          <>
            <TitleRow>
              <h1 id="dashboard-title" tabIndex={-1}>Find Collaborators</h1>
              <SortSelect
                aria-label="Sort by"
                value={listing.sortByFit ? 'fit' : 'subscribers'}
                onChange={(e) => listing.setSort(e.target.value === 'fit')}
                options={SORT_CHOICES}
              />
            </TitleRow>
            <FilterPills
              pills={filterPills(listing.applied)}
              onRemove={removeFilter}
              onClearAll={() => applyFilters(EMPTY_FILTERS)}
              focusWhenEmptyId="dashboard-title"
            />
            <ChannelGrid
              channels={listing.channels}
              loading={listing.loading}
              error={listing.error}
              emptyTitle="No collaborators found"
              emptyDescription="Try changing or clearing the filters."
            />
            <Pagination currentPage={listing.page} totalPages={listing.totalPages} onPageChange={listing.goToPage} />
            {listing.totalNote && <PagerNote data-testid="approximate-total">{listing.totalNote}</PagerNote>}
          </>
        )}
      </section>
    </Layout>
  );
}
