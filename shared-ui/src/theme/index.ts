import type {} from './styled.d';

export { theme, type AppTheme } from './theme';
export { GlobalStyle } from './global-style';
export { UiProvider, type UiProviderProps } from './ui-provider';
export { focusRing, visuallyHidden } from './focus-ring';
