// /dashboardV2 (SPEC §2): Filters panel and the 'Find Collaborators' grid. Frame: 9 skeleton cards stand in
// for the results until the listing feature is added.
import styled from 'styled-components';
import { SkeletonCard } from 'shared-ui';
import { FiltersPanel } from './filters-panel';

export const DASHBOARD_PAGE_SIZE = 9;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.md} { grid-template-columns: 280px 1fr; }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

export function DashboardPage() {
  return (
    <Layout>
      <FiltersPanel />
      <section aria-labelledby="dashboard-title">
        <h1 id="dashboard-title">Find Collaborators</h1>
        <Grid aria-busy="true">
          {Array.from({ length: DASHBOARD_PAGE_SIZE }, (_, i) => <SkeletonCard key={i} />)}
        </Grid>
      </section>
    </Layout>
  );
}
