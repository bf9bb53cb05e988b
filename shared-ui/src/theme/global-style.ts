import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: ${({ theme }) => theme.lineHeights.tight}; margin: 0 0 0.5em; }
  a { color: ${({ theme }) => theme.colors.accent}; }
  a:hover { color: ${({ theme }) => theme.colors.accentHover}; }
  img { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  :focus:not(:focus-visible) { outline: none; }
  /* Headings and regions take focus only to move a reader to new content (after navigation, skip link); they
     are not controls, so no ring. */
  h1[tabindex='-1']:focus, h2[tabindex='-1']:focus, main[tabindex='-1']:focus { outline: none; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
