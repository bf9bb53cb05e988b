// Smoke test of the exposed modules, rendered as the shell renders them (inside its router and providers).
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import ChannelPage from './channel-page';
import ChannelSearch from './channel-search';
import DashboardPage from './dashboard-page';

function renderAt(path: string, pattern: string, element: React.ReactNode) {
  return render(
    <SessionProvider>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes><Route path={pattern} element={element} /></Routes>
        </MemoryRouter>
      </UiProvider>
    </SessionProvider>,
  );
}

it('DashboardPage shows the Filters panel, the title and 9 skeleton cards while loading', async () => {
  renderAt('/dashboardV2', '/dashboardV2', <DashboardPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Find Collaborators' })).toBeInTheDocument();
  const filters = screen.getByRole('complementary', { name: 'Filters' });
  expect(within(filters).getByPlaceholderText('e.g. English, Spanish')).toBeInTheDocument();
  expect(within(filters).getByRole('button', { name: 'Apply Filters' })).toBeInTheDocument();
  expect(within(filters).getByRole('button', { name: 'Reset Filters' })).toBeInTheDocument();
  expect(within(filters).getByRole('option', { name: 'Film & Animation' })).toBeInTheDocument();
  expect(within(filters).getByRole('option', { name: 'Open to Collaborations' })).toBeInTheDocument();
  expect(screen.getAllByTestId('skeleton-card')).toHaveLength(9);
  // Nobody is signed in here (SPEC §6).
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: User not authenticated. Please login.');
});

it('ChannelPage loads the channel of the route and, without a session, shows a retryable error', async () => {
  renderAt('/channelPage/17', '/channelPage/:id', <ChannelPage />);
  expect(screen.getByText('Loading channel...')).toBeInTheDocument();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not load this channel');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('ChannelSearch is the header search box', () => {
  renderAt('/', '/', <ChannelSearch />);
  expect(screen.getByRole('searchbox', { name: 'Search channels' })).toHaveAttribute('placeholder', 'Search channels...');
});
