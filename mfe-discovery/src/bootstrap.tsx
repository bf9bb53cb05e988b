// Standalone harness (`pnpm --filter mfe-discovery dev`). The channel page is the exposed module, as the shell loads
// it, with the shared query client it reads its data through.
import { renderStandalone } from 'shared-auth';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { ChannelSearch } from './features/search/components/channel-search';
import ChannelPage from './expose/channel-page';

renderStandalone({
  name: 'mfe_discovery',
  home: '/dashboardV2',
  search: <ChannelSearch />,
  routes: { '/dashboardV2': <DashboardPage />, '/channelPage/:id': <ChannelPage /> },
});
