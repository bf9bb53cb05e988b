// Standalone harness (`pnpm --filter mfe-messaging dev`): this remote's pages with their own router and
// providers. Inside the shell, the exposed modules are used instead and the shell owns the router.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { initRuntime, SessionProvider } from 'shared-auth';
import { AppHeader, ToastProvider, UiProvider } from 'shared-ui';
import { MessagesPage } from './features/conversations/components/messages-page';
import { NotificationBell } from './features/notifications/components/notification-bell';

void initRuntime().catch((err: unknown) => console.error('Standalone harness without runtime config:', err));

createRoot(document.getElementById('root')!).render(
  <SessionProvider>
    <UiProvider withGlobalStyle>
      <ToastProvider>
        <BrowserRouter>
          <AppHeader logo={<strong>mfe_messaging</strong>} actions={<NotificationBell />} />
          <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
            <Routes>
              <Route path="/messages" element={<MessagesPage />} />
              <Route path="*" element={<Navigate to="/messages" replace />} />
            </Routes>
          </main>
        </BrowserRouter>
      </ToastProvider>
    </UiProvider>
  </SessionProvider>,
);
