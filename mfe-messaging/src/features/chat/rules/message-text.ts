// Splits message text into plain parts and web links, so links are clickable without ever rendering HTML.
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK = /\b(https?:\/\/[^\s<>"']+|www\.[^\s<>"']+)/gi;
// Punctuation that usually ends a sentence rather than the address.
const TRAILING = /[.,;:!?)\]}'"]+$/;

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    let raw = match[0];
    const trail = TRAILING.exec(raw)?.[0] ?? '';
    raw = raw.slice(0, raw.length - trail.length);
    const start = match.index ?? 0;
    const href = safeHref(raw);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Only http(s) addresses become links (never javascript:, data: or the like). */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(/^www\./i.test(raw) ? `https://${raw}` : raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
