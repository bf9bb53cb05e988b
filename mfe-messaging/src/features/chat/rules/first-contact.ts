// The first-contact guard in the chat (docs/trust-and-safety.md): a conversation is unanswered for me until I have
// written in it; until then the other member's links are inert. My first message to someone who has not written
// to me is checked by the shared detectors before it goes, so I can think twice about what it contains.
import type { FirstContactFinding, FirstContactFindingKind } from 'shared-api/first-contact-guard';
import { scanFirstContact } from 'shared-api/first-contact-guard';

interface Authored { senderId: number }

/** Whether I have written in the conversation (my reply makes the other member's links clickable). */
export const haveAnswered = (items: readonly Authored[], me: number): boolean => items.some((i) => i.senderId === me);

/** Whether the other member has written (else my message is a first contact). */
export const otherHasWritten = (items: readonly Authored[], me: number): boolean => items.some((i) => i.senderId !== me);

/** What the detectors find in a first message I am about to send; empty when the other member has written. */
export function firstMessageFindings(draft: string, items: readonly Authored[], me: number): FirstContactFinding[] {
  return otherHasWritten(items, me) ? [] : scanFirstContact(draft);
}

/** Plain words for each kind, for the recipient's banner and the sender's prompt. */
export const FINDING_TEXT: Record<FirstContactFindingKind, string> = {
  'off-platform': 'asks to move the talk to another app (Telegram, WhatsApp, Discord, Signal) or gives a phone number',
  payment: 'asks for money, a fee, crypto or gift cards',
  'file-host': 'links to a file-sharing site',
  'url-shortener': 'uses a shortened link that hides where it leads',
  executable: 'names a program or archive file to download',
  credentials: 'asks for a password, a code or to sign in with your account',
};

/** The distinct kinds in `findings`, in a stable order, as sentences. */
export function describeFindings(findings: readonly { kind: FirstContactFindingKind }[]): string[] {
  const kinds = Object.keys(FINDING_TEXT) as FirstContactFindingKind[];
  const present = new Set(findings.map((f) => f.kind));
  return kinds.filter((k) => present.has(k)).map((k) => FINDING_TEXT[k]);
}
