import { render } from '@testing-library/react';
import { createStore, Provider } from 'shared-auth';
import { type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { UiProvider } from 'shared-ui';

/** Shows where the router ended up, with its navigation state, for assertions. */
function Landed({ name }: { name: string }) {
  const location = useLocation();
  return <p data-testid="landed">{`${name} ${location.pathname} ${JSON.stringify(location.state ?? null)}`}</p>;
}

export interface RenderPageOptions {
  path: string;
  entry?: string | { pathname: string; search?: string; state?: unknown };
  store?: ReturnType<typeof createStore>;
}

/** Renders a page at `path` with the theme, a fresh session store and stand-ins for the other routes. */
export function renderPage(page: ReactElement, { path, entry = path, store = createStore() }: RenderPageOptions) {
  const others = ['/', '/register', '/profile/edit', '/dashboardV2'].filter((p) => p !== path);
  const result = render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path={path} element={page} />
            {others.map((p) => <Route key={p} path={p} element={<Landed name="at" />} />)}
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return { ...result, store };
}
