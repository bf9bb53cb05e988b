// The first-contact allowance in words, as plain code (no zod): the chat window and the channel page's request
// form import it through `shared-api/first-contact-allowance`; the schemas are in first-contact-limits.ts.
import type { FirstContactAllowance } from './first-contact-limits';

/**
 * How much a member may reach out to people they have never talked to: new conversations and collaboration
 * requests per 24 hours scale with trust (account age, a connected YouTube channel, and how earlier requests were
 * received). GET /api/limits/first-contact; the numbers are in docs/trust-and-safety.md.
 */
export const TRUST_LEVELS = ['LIMITED', 'NEW', 'ESTABLISHED', 'TRUSTED'] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

/** Why a member's level is what it is, so the page can say what would raise it. */
export const TRUST_REASONS = [
  'NEW_ACCOUNT', 'NO_CHANNEL', 'REQUESTS_DECLINED_OR_IGNORED', 'REPORTED_BY_MEMBERS', 'REPORTED_BY_MANY',
] as const;
export type TrustReason = (typeof TRUST_REASONS)[number];

export const TRUST_REASON_TEXT: Record<TrustReason, string> = {
  NEW_ACCOUNT: 'Your account is new: limits grow after 7 and 30 days.',
  NO_CHANNEL: 'Connecting your YouTube channel raises your limits.',
  REQUESTS_DECLINED_OR_IGNORED: 'Most of your recent collaboration requests were declined or ignored.',
  REPORTED_BY_MEMBERS: 'Other members reported you recently; a moderator will review it.',
  REPORTED_BY_MANY: 'Several members reported you recently; a moderator will review it.',
};

/** Whether an allowance deserves a note where the member starts one: at the limit, or one or two left. */
export const isNearLimit = (a: FirstContactAllowance): boolean => a.limit - a.used <= Math.max(1, Math.floor(a.limit / 5));

/** When an allowance frees up, in the reader's words: "at 14:05", "on Thu 09:30", or "tomorrow" when unknown. */
function whenFree(a: FirstContactAllowance, now: number): string {
  if (!a.resetsAt) return 'tomorrow';
  const at = new Date(a.resetsAt);
  return at.toDateString() === new Date(now).toDateString()
    ? `at ${at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`
    : `on ${at.toLocaleString([], { weekday: 'short', hour: '2-digit', minute: '2-digit' })}`;
}

/** "2 of 5 new conversations left …" / "You have started 5 of 5 …; you can start another at 14:05." */
export function allowanceText(a: FirstContactAllowance, what: 'new conversations' | 'collaboration requests', now = Date.now()): string {
  const left = Math.max(0, a.limit - a.used);
  const verb = what === 'new conversations' ? ['started', 'start'] : ['sent', 'send'];
  return left === 0
    ? `You have ${verb[0]} ${a.used} of ${a.limit} ${what} allowed in 24 hours; you can ${verb[1]} another ${whenFree(a, now)}.`
    : `${left} of ${a.limit} ${what} left for now (the count frees up ${whenFree(a, now)}).`;
}
