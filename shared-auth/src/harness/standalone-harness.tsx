// The harness page (see render-standalone.ts): the development toolbar, the remote's header slots and its routes
// under the shell's providers, and the stand-in for the shell's channel-connect return page.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppHeader, ToastProvider, UiProvider } from 'shared-ui';
import { initRuntime } from '../runtime-config/init-runtime';
import { SessionProvider } from '../session/session-provider';
import { ChannelConnectReturn, CONNECT_RETURN_PATH } from './channel-connect-return';
import { startHarnessSession } from './harness-session';
import { HarnessToolbar } from './harness-toolbar';
import type { StandaloneHarnessOptions } from './render-standalone';

export function mountStandalone({ name, routes, home, search, actions }: StandaloneHarnessOptions): void {
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
