import { theme } from './theme';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme contrast (WCAG AA, 4.5:1)', () => {
  const c = theme.colors;
  it.each([
    ['text on surface', c.text, c.surface],
    ['text on background', c.text, c.background],
    ['muted text on surface', c.textMuted, c.surface],
    ['muted text on background', c.textMuted, c.background],
    ['white on primary', c.onPrimary, c.primary],
    ['white on accent', c.textInverse, c.accent],
    ['white on danger', c.textInverse, c.danger],
    ['success on its soft background', c.success, c.successSoft],
    ['warning on its soft background', c.warning, c.warningSoft],
    ['danger on its soft background', c.danger, c.dangerSoft],
    ['primary on its soft background', c.primary, c.primarySoft],
    ['link on surface', c.accent, c.surface],
  ])('%s', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
