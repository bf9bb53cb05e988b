// Generated channel banners (wide gradient with soft shapes), so seeded channels show a banner offline.
// Deterministic per seed; the seed is validated by the route, so it is safe to embed.
import { createHash } from 'node:crypto';

const PALETTES: [string, string, string][] = [
  ['#0f766e', '#14b8a6', '#99f6e4'], ['#1e3a8a', '#3b82f6', '#bfdbfe'], ['#7c2d12', '#ea580c', '#fed7aa'],
  ['#581c87', '#a855f7', '#e9d5ff'], ['#14532d', '#22c55e', '#bbf7d0'], ['#831843', '#ec4899', '#fbcfe8'],
  ['#1f2937', '#6b7280', '#e5e7eb'], ['#713f12', '#eab308', '#fef08a'],
];

export function bannerSvg(seed: string): string {
  const h = createHash('sha256').update(seed).digest();
  const [dark, mid, light] = PALETTES[(h[0] ?? 0) % PALETTES.length] as [string, string, string];
  const circles = [1, 4, 7, 10].map((i) => {
    const cx = ((h[i] ?? 0) / 255) * 1200;
    const cy = ((h[i + 1] ?? 0) / 255) * 240;
    const r = 40 + ((h[i + 2] ?? 0) / 255) * 140;
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${light}" opacity="0.18"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 240" preserveAspectRatio="xMidYMid slice">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/>`
    + `<stop offset="1" stop-color="${mid}"/></linearGradient></defs>`
    + `<rect width="1200" height="240" fill="url(#g)"/>${circles}</svg>`;
}

export const bannerPath = (channelId: number) => `/api/banners/channel-${channelId}.svg`;
