// Standalone harness (`pnpm --filter mfe-profile dev`): this remote's pages with their own router and
// providers. Inside the shell, the exposed modules are used instead and the shell owns the router.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { initRuntime, SessionProvider } from 'shared-auth';
import { AppHeader, ToastProvider, UiProvider } from 'shared-ui';
import { EditProfilePage } from './features/edit-profile';
import { ProfilePage } from './features/profile/components/profile-page';

void initRuntime().catch((err: unknown) => console.error('Standalone harness without runtime config:', err));

createRoot(document.getElementById('root')!).render(
  <SessionProvider>
    <UiProvider withGlobalStyle>
      <ToastProvider>
        <BrowserRouter>
          <AppHeader logo={<strong>mfe_profile</strong>} />
          <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
            <Routes>
              <Route path="/profile/edit" element={<EditProfilePage />} />
              <Route path="/profile/me" element={<ProfilePage />} />
              <Route path="/profile/:userId" element={<ProfilePage />} />
              <Route path="*" element={<Navigate to="/profile/me" replace />} />
            </Routes>
          </main>
        </BrowserRouter>
      </ToastProvider>
    </UiProvider>
  </SessionProvider>,
);
