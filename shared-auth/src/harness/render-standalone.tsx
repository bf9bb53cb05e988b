// A remote's standalone dev harness (`pnpm --filter <remote> dev`): its pages with their own router and the
// same providers the shell gives them. Inside the shell, the exposed modules are used instead and the shell owns
// the one router. Lives here because every remote needs exactly this and the session providers are ours.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppHeader, ToastProvider, UiProvider } from 'shared-ui';
import { initRuntime } from '../runtime-config/init-runtime';
import { SessionProvider } from '../session/session-provider';
import { ChannelConnectReturn, CONNECT_RETURN_PATH } from './channel-connect-return';
import { startHarnessSession } from './harness-session';
import { HarnessToolbar } from './harness-toolbar';

export interface StandaloneHarnessOptions {
  /** The container name, shown as the harness logo. */
  name: string;
  /** Path → page; unknown paths go to `home`. */
  routes: Record<string, ReactNode>;
  home: string;
  /** Header slots the shell would fill from this remote (search box, notification bell). */
  search?: ReactNode;
  actions?: ReactNode;
}

export function renderStandalone({ name, routes, home, search, actions }: StandaloneHarnessOptions): void {
  // The session follows Firebase once the config is known (a stored test user is signed in again).
  void initRuntime()
    .then(() => startHarnessSession())
    .catch((err: unknown) => console.error('Standalone harness without runtime config:', err));
  const root = document.getElementById('root');
  if (!root) throw new Error('The harness page has no #root element');
  createRoot(root).render(
    <SessionProvider>
      <UiProvider withGlobalStyle>
        <ToastProvider>
          <BrowserRouter>
            <HarnessToolbar />
            <AppHeader logo={<strong>{name}</strong>} search={search} actions={actions} />
            <main id="main" tabIndex={-1} style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
              <Routes>
                {Object.entries(routes).map(([path, element]) => <Route key={path} path={path} element={element} />)}
                {!(CONNECT_RETURN_PATH in routes) && (
                  <Route path={CONNECT_RETURN_PATH} element={<ChannelConnectReturn home={home} paths={Object.keys(routes)} />} />
                )}
                <Route path="*" element={<Navigate to={home} replace />} />
              </Routes>
            </main>
          </BrowserRouter>
        </ToastProvider>
      </UiProvider>
    </SessionProvider>,
  );
}
