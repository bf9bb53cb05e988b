// Standalone harness (`pnpm --filter mfe-discovery dev`); inside the shell the exposed modules are used instead.
import { renderStandalone } from 'shared-auth';
import { ChannelPage } from './features/channel/components/channel-page';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { ChannelSearch } from './features/search/components/channel-search';

renderStandalone({
  name: 'mfe_discovery',
  home: '/dashboardV2',
  search: <ChannelSearch />,
  routes: { '/dashboardV2': <DashboardPage />, '/channelPage/:id': <ChannelPage /> },
});
