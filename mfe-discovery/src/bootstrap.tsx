// Standalone harness (`pnpm --filter mfe-discovery dev`): this remote's pages with their own router and
// providers. Inside the shell, the exposed modules are used instead and the shell owns the router.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { initRuntime, SessionProvider } from 'shared-auth';
import { AppHeader, ToastProvider, UiProvider } from 'shared-ui';
import { ChannelPage } from './features/channel/components/channel-page';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { ChannelSearch } from './features/search/components/channel-search';

void initRuntime().catch((err: unknown) => console.error('Standalone harness without runtime config:', err));

createRoot(document.getElementById('root')!).render(
  <SessionProvider>
    <UiProvider withGlobalStyle>
      <ToastProvider>
        <BrowserRouter>
          <AppHeader logo={<strong>mfe_discovery</strong>} search={<ChannelSearch />} />
          <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
            <Routes>
              <Route path="/dashboardV2" element={<DashboardPage />} />
              <Route path="/channelPage/:id" element={<ChannelPage />} />
              <Route path="*" element={<Navigate to="/dashboardV2" replace />} />
            </Routes>
          </main>
        </BrowserRouter>
      </ToastProvider>
    </UiProvider>
  </SessionProvider>,
);
