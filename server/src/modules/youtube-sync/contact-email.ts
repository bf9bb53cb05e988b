// A channel's public business address, read from its public YouTube description ("Business inquiries: …").
// Addresses are found by linkifyjs's scanner (the one the product already uses for links in messages: it knows
// the real top-level domains, so "v1.2@3.4" or "youtube.com/@handle" are not addresses), after undoing the usual
// obfuscations ("name [at] domain [dot] com"). When several appear, the one nearest a business word wins.
import * as linkify from 'linkifyjs';

/** The description's length cap on YouTube. */
const DESCRIPTION_MAX = 5000;
const BUSINESS_WORDS = /\b(business|enquir|inquir|contact|collab|sponsor|booking|partnership|press|management|brand deals?)/i;
/** How far before an address a business word still labels it. */
const LABEL_REACH = 80;
const NOT_A_CONTACT = /^(no-?reply|do-?not-?reply|mailer-daemon|postmaster)@/i;

/** " [at] ", "(at)", "{at}" → "@"; " [dot] ", "(dot)" → "." (only bracketed forms: a bare "at" is a word). */
function deobfuscate(text: string): string {
  return text
    .replace(/\s*[[({]\s*at\s*[\])}]\s*/gi, '@')
    .replace(/\s*[[({]\s*dot\s*[\])}]\s*/gi, '.');
}

function decodeMailto(href: string): string {
  const address = href.replace(/^mailto:/i, '').split('?')[0] ?? '';
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
}

function plausible(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at < 1 || address.length > 254 || at > 64) return false;
  // A public address has a domain with a top-level part ("localhost" is not one).
  if (!address.slice(at + 1).includes('.')) return false;
  return !NOT_A_CONTACT.test(address);
}

/** The description's contact address (lower-cased domain), or null when it shows none. */
export function extractContactEmail(description: string | null | undefined): string | null {
  if (!description) return null;
  const text = deobfuscate(description.slice(0, DESCRIPTION_MAX));
  // Addresses, and mailto: links (found as URLs) without their query.
  const found = linkify.find(text)
    .filter((f) => f.type === 'email' || /^mailto:/i.test(f.href))
    .map((f) => ({ address: decodeMailto(f.href), start: f.start }))
    .filter((f) => plausible(f.address));
  if (found.length === 0) return null;
  const labelled = found.find((f) => {
    const before = text.slice(Math.max(0, f.start - LABEL_REACH), f.start);
    return BUSINESS_WORDS.test(before.split('\n').at(-1) ?? '') || BUSINESS_WORDS.test(before.split('\n').at(-2) ?? '');
  });
  const { address } = labelled ?? found[0]!;
  const at = address.lastIndexOf('@');
  return `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`;
}
