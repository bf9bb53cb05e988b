// Renders discovery pages as the shell does (session, theme, router) with the header search above them and
// a probe that shows where the router is, so tests can read the URL and the navigation state.
import { render } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import { ChannelSearch } from '../features/search/components/channel-search';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}{location.search}
    </output>
  );
}

export function renderDiscovery(path: string, page: ReactNode) {
  return render(
    <SessionProvider>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <ChannelSearch />
          <LocationProbe />
          <Routes>
            <Route path="/dashboardV2" element={page} />
            <Route path="/profile/:id" element={<p>Profile page</p>} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </SessionProvider>,
  );
}
