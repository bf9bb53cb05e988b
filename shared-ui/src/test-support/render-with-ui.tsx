import { render, type RenderOptions } from '@testing-library/react';
import { type ReactElement } from 'react';
import { UiProvider } from '../theme/ui-provider';
import { ToastProvider } from '../components/toast';

/** Renders inside the theme and toast providers, as the shell does. */
export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, {
    wrapper: ({ children }) => (
      <UiProvider>
        <ToastProvider>{children}</ToastProvider>
      </UiProvider>
    ),
    ...options,
  });
}
