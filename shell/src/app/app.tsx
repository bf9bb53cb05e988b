// The shell's root: the one session store, the theme, toasts and the only BrowserRouter of the app.
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from 'shared-auth';
import { ToastProvider, UiProvider } from 'shared-ui';
import { SessionBootstrap } from '../features/sign-in';
import { RouteFocus } from '../layout/route-focus';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <StrictMode>
      <SessionProvider>
        <UiProvider withGlobalStyle>
          <ToastProvider>
            <BrowserRouter>
              <SessionBootstrap />
              <RouteFocus />
              <AppRoutes />
            </BrowserRouter>
          </ToastProvider>
        </UiProvider>
      </SessionProvider>
    </StrictMode>
  );
}
