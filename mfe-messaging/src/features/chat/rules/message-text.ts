// Splits message text into plain parts and web links (found by linkifyjs through shared-api's findLinks, never a
// home-made pattern), so links are clickable without ever rendering HTML.
import { findLinks } from 'shared-api/first-contact-guard';

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const link of findLinks(text)) {
    const href = safeHref(link.text);
    if (!href) continue;
    if (link.start > last) parts.push({ kind: 'text', text: text.slice(last, link.start) });
    parts.push({ kind: 'link', text: link.text, href });
    last = link.end;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Only http(s) addresses become links (never javascript:, data: or the like); a bare host is taken as https. */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
