// Standalone harness (`pnpm --filter mfe-account dev`): this remote's pages with their own router and
// providers. Inside the shell, the exposed modules are used instead and the shell owns the router.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { initRuntime, SessionProvider } from 'shared-auth';
import { AppHeader, ToastProvider, UiProvider } from 'shared-ui';
import { BillingPage } from './features/billing/components/billing-page';
import { SettingsPage } from './features/settings/components/settings-page';

void initRuntime().catch((err: unknown) => console.error('Standalone harness without runtime config:', err));

createRoot(document.getElementById('root')!).render(
  <SessionProvider>
    <UiProvider withGlobalStyle>
      <ToastProvider>
        <BrowserRouter>
          <AppHeader logo={<strong>mfe_account</strong>} />
          <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
            <Routes>
              <Route path="/billing" element={<BillingPage />} />
              <Route path="/settings" element={<SettingsPage />} />
              <Route path="*" element={<Navigate to="/billing" replace />} />
            </Routes>
          </main>
        </BrowserRouter>
      </ToastProvider>
    </UiProvider>
  </SessionProvider>,
);
