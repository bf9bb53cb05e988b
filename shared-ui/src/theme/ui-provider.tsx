import { type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

export interface UiProviderProps {
  children: ReactNode;
  /** Inject the global reset and base typography (the shell does; remotes inside the shell should not). */
  withGlobalStyle?: boolean;
}

/** Theme for every styled component below it; optionally the global base styles. */
export function UiProvider({ children, withGlobalStyle = false }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
