// Design tokens. Text/background pairs below meet WCAG AA (4.5:1) for body text; see theme.test.ts.
const grey = {
  0: '#ffffff', 50: '#f8fafc', 100: '#f1f5f9', 200: '#e2e8f0', 300: '#cbd5e1', 400: '#94a3b8',
  500: '#64748b', 600: '#475569', 700: '#334155', 800: '#1e293b', 900: '#0f172a',
} as const;

const teal = { 50: '#f0fdfa', 100: '#ccfbf1', 500: '#14b8a6', 600: '#0d9488', 700: '#0f766e', 800: '#115e59' } as const;
const indigo = { 50: '#eef2ff', 100: '#e0e7ff', 500: '#6366f1', 600: '#4f46e5', 700: '#4338ca', 800: '#3730a3' } as const;

const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const theme = {
  colors: {
    grey,
    teal,
    indigo,
    primary: teal[700],
    primaryHover: teal[800],
    primarySoft: teal[50],
    onPrimary: '#ffffff',
    accent: indigo[600],
    accentHover: indigo[700],
    accentSoft: indigo[50],
    background: grey[50],
    surface: '#ffffff',
    surfaceMuted: grey[100],
    border: grey[200],
    borderStrong: grey[300],
    text: grey[900],
    textMuted: grey[600],
    textInverse: '#ffffff',
    success: '#15803d',
    successSoft: '#dcfce7',
    warning: '#b45309',
    warningSoft: '#fef3c7',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    dangerSoft: '#fee2e2',
    info: indigo[700],
    infoSoft: indigo[50],
    focus: indigo[500],
    overlay: 'rgba(15, 23, 42, 0.55)',
    skeleton: grey[200],
    skeletonHighlight: grey[100],
  },
  fonts: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem', '2xl': '1.5rem', '3xl': '2rem', '4xl': '2.75rem' },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, normal: 1.5 },
  space: { 0: '0', 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '20px', 6: '24px', 8: '32px', 10: '40px', 12: '48px', 16: '64px' },
  radii: { sm: '6px', md: '10px', lg: '14px', xl: '20px', pill: '999px', round: '50%' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.14)',
    focus: `0 0 0 3px ${indigo[500]}66`,
  },
  breakpoints,
  /** Mobile-first media queries: `${({ theme }) => theme.media.md} { ... }`. */
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
  },
  zIndex: { dropdown: 1000, header: 1100, overlay: 1300, toast: 1400 },
  transitions: { fast: '120ms ease', normal: '200ms ease' },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
} as const;

export type AppTheme = typeof theme;
