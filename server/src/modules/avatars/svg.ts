// Generated avatars: initials on a colour picked from the seed, so seeded channels display offline.
const PALETTE = ['#e11d48', '#db2777', '#9333ea', '#4f46e5', '#2563eb', '#0891b2', '#0d9488', '#059669', '#65a30d',
  '#ca8a04', '#ea580c', '#dc2626', '#7c3aed', '#0284c7'];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** "golden-chef-tv-42" → "GC": first letters of the first two words, ignoring the numeric suffix. */
export function initialsOf(seed: string): string {
  const words = seed.split(/[^A-Za-z0-9]+/).filter((w) => w && !/^\d+$/.test(w));
  const letters = words.slice(0, 2).map((w) => w[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

export function avatarSvg(seed: string): string {
  const colour = PALETTE[hash(seed) % PALETTE.length];
  const initials = initialsOf(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${initials}">` +
    `<rect width="240" height="240" fill="${colour}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#ffffff" font-family="Helvetica, Arial, sans-serif" ` +
    `font-size="96" font-weight="600">${initials}</text></svg>`;
}
