// The first-contact guard: deterministic detectors for the messages of a conversation the recipient has not answered
// yet. Pure (no I/O, no clock); shared by the server (the recipient's warning) and the web (the sender's "are you
// sure?" prompt, inert links). Imported as `shared-api/first-contact-guard` so only the code that needs it pulls
// linkifyjs into its bundle.
import { credentialFindings } from './first-contact/credentials';
import { fileFindings } from './first-contact/files';
import { findLinks, linkFindings } from './first-contact/links';
import { offPlatformFindings } from './first-contact/off-platform';
import { paymentFindings } from './first-contact/payment';
import type { FirstContactFinding } from './first-contact/types';

export { FIRST_CONTACT_FINDING_KINDS } from './first-contact/types';
export type { FirstContactFinding, FirstContactFindingKind } from './first-contact/types';
export { findLinks, type FoundLink } from './first-contact/links';

/** Longest text scanned; longer messages are scanned up to here (the chat limit is far below). */
const MAX_SCANNED = 20_000;

/** Every finding in `text`, ordered by position. */
export function scanFirstContact(text: string): FirstContactFinding[] {
  const input = text.length > MAX_SCANNED ? text.slice(0, MAX_SCANNED) : text;
  const all = [
    ...linkFindings(findLinks(input)),
    ...offPlatformFindings(input),
    ...paymentFindings(input),
    ...fileFindings(input),
    ...credentialFindings(input),
  ];
  // One finding per kind and span; a word inside a reported link ("discord" in "discord.gg/x") adds nothing.
  const inside = (f: FirstContactFinding, g: FirstContactFinding) =>
    f !== g && f.kind === g.kind && g.start <= f.start && f.end <= g.end && (g.end - g.start > f.end - f.start || all.indexOf(g) < all.indexOf(f));
  return all
    .filter((f) => !all.some((g) => inside(f, g)))
    .sort((a, b) => a.start - b.start || a.end - b.end || a.kind.localeCompare(b.kind));
}

/** Whether a first message deserves a warning (the recipient's banner, the sender's prompt). */
export const isRiskyFirstContact = (text: string): boolean => scanFirstContact(text).length > 0;
