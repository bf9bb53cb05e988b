// The one render helper of the web packages' tests: a remote's component as the shell renders it, with the
// providers it needs (the session store, the theme and toasts, a router, a fresh page-data cache) and fake replies
// for its calls by route. Import it before anything that imports shared-auth (it installs the fake fetch).
//
//   const { store, queryClient } = renderRemote(<ProfilePage />, {
//     at: { pathname: '/profile/7', state: { channel } }, route: '/profile/:userId',
//     routes: { '/messages': <p>Messages</p> },
//     session: { channel: OWN, serverUser: { uid: 'uid-1', validated: true, user: { id: 42 } } },
//     replies: { 'GET /api/channels/:id': { status: 200, body: detail } },
//   });
//
// `replies` are strict: a call no route answers fails the test (see fake-fetch.ts). A test that checks where the
// page navigated reads `screen.getByTestId('location')` (path, search, and the navigation state as data-state).
import './fake-fetch';
import { notifyManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  createStore, firebaseUserAtom, Provider, serverUserAtom, userChannelAtom, userTagsAtom, type ServerUser, type Session,
  type SessionStore, type UserChannel, type UserTag,
} from 'shared-auth';
import { createQueryClient, followSession } from 'shared-auth/query';
import { ToastProvider, UiProvider } from 'shared-ui';
import { strictRoutes, type RouteHandler } from './fake-fetch';

/** The session a test starts from: what the shell's session restore would have stored. */
export interface TestSession {
  channel?: UserChannel | null;
  serverUser?: ServerUser | null;
  /** The signed-in Firebase user (e.g. shared-auth/test-support's testMember); absent: signed out. */
  firebaseUser?: unknown;
  tags?: UserTag[] | null;
}

export interface RenderRemoteOptions {
  /** Where the router starts (default '/'): a URL, or a location with navigation state. */
  at?: string | { pathname: string; search?: string; state?: unknown };
  /** The route pattern the component renders under (default: the path of `at`). */
  route?: string;
  /** Stand-ins for the other pages, by route pattern (where the component navigates to). */
  routes?: Record<string, ReactNode>;
  /** Rendered beside the routes, inside the router (e.g. the header's search box). */
  beside?: ReactNode;
  session?: TestSession;
  /** The session store (default: a fresh one, seeded from `session`). */
  store?: SessionStore;
  /** The page-data cache (default: a fresh one for this render, cleared on the session's sign-out as in the tab). */
  queryClient?: QueryClient;
  /** Fake replies by `METHOD /path` or `METHOD /path/:param`; a call none answers fails the test. */
  replies?: Record<string, RouteHandler>;
}

export interface RenderRemoteResult extends RenderResult {
  store: SessionStore;
  queryClient: QueryClient;
}

// The cache tells components of an answer in a microtask here instead of a zero timeout as in the browser, so an
// answer resolved inside act() has rendered when act() returns.
notifyManager.setScheduler(queueMicrotask);

/** Shows where the router is (path, search, navigation state) for assertions. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)} hidden>
      {location.pathname}{location.search}
    </output>
  );
}

function seed(store: SessionStore, session: TestSession): void {
  if (session.channel !== undefined) store.set(userChannelAtom, session.channel);
  if (session.serverUser !== undefined) store.set(serverUserAtom, session.serverUser);
  if (session.tags !== undefined) store.set(userTagsAtom, session.tags);
  if (session.firebaseUser !== undefined) {
    store.set(firebaseUserAtom, session.firebaseUser as Session['firebaseUser']);
  }
}

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/**
 * A fresh page-data cache with the tab's rules, cleared when the session signs out (as the tab's is) and when the
 * test ends. Nothing is collected by timer, so no test leaves one running.
 */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, gcTime: Infinity },
  });
  stops.push(followSession(client), () => client.clear());
  return client;
}

export function renderRemote(ui: ReactElement, options: RenderRemoteOptions = {}): RenderRemoteResult {
  const { at = '/', routes = {}, beside = null, session = {}, replies } = options;
  const path = typeof at === 'string' ? at.replace(/[?#].*$/, '') : at.pathname;
  const store = options.store ?? createStore();
  seed(store, session);
  const queryClient = options.queryClient ?? testQueryClient();
  if (replies) strictRoutes(replies);
  const result = render(
    <Provider store={store}>
      <UiProvider>
        <ToastProvider>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[at]}>
              {beside}
              <LocationProbe />
              <Routes>
                <Route path={options.route ?? path} element={ui} />
                {Object.entries(routes).map(([pattern, element]) => <Route key={pattern} path={pattern} element={element} />)}
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </ToastProvider>
      </UiProvider>
    </Provider>,
  );
  return { ...result, store, queryClient };
}
