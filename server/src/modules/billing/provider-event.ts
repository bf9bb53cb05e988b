// What a verified webhook body must look like before any of it reaches the database. A signed event can still be
// malformed (NUL in a string, a 1e308 timestamp, a user id past int4, `data.object: null`): such an event is
// acknowledged and ignored with a log line, never a 500 (a 5xx makes Stripe retry it for days).
import { z } from 'zod';
import type { ProviderEvent, ProviderSubscription } from './provider';

/** Stripe ids: a prefix and [A-Za-z0-9]; dots, colons and dashes allowed for other providers' ids. */
const providerId = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/);
/** Unix seconds between 2000 and 2100: anything else is not a real event time. */
const unixSeconds = z.number().int().min(946_684_800).max(4_102_444_800);
/** int4 user ids, as the users table holds them. */
const userIdText = z.string().regex(/^[1-9]\d{0,9}$/).refine((v) => Number(v) <= 2_147_483_647);

export const SUBSCRIPTION_STATUSES = [
  'incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'unpaid', 'paused', 'canceled',
] as const;
export type ProviderStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const eventSchema = z.object({
  id: providerId,
  type: z.string().regex(/^[a-z0-9_.]{1,100}$/),
  created: unixSeconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const metadataSchema = z.object({
  userId: userIdText.optional().catch(undefined),
  plan: z.string().max(20).optional().catch(undefined),
  period: z.enum(['monthly', 'annual']).optional().catch(undefined),
}).catch({});

const subscriptionSchema = z.object({
  id: providerId,
  // An expanded customer is an object with its id.
  customer: z.union([providerId, z.object({ id: providerId }).transform((c) => c.id)]).nullish().catch(null),
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancel_at_period_end: z.boolean().optional().catch(false),
  current_period_end: unixSeconds.nullish().catch(null),
  items: z.object({
    data: z.array(z.object({ current_period_end: unixSeconds.nullish().catch(null) }).catch({})).max(100).optional(),
  }).optional().catch(undefined),
  metadata: metadataSchema.optional(),
});

export type ParsedSubscription = Omit<ProviderSubscription, 'status' | 'metadata'> & {
  status: ProviderStatus;
  metadata?: { userId?: string; plan?: string; period?: 'monthly' | 'annual' };
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

function issueText(error: z.ZodError): string {
  const first = error.issues[0];
  return first ? `${first.path.join('.') || 'event'}: ${first.message}` : 'invalid';
}

/** The envelope of an event (id, type, created, data.object). */
export function parseEvent(raw: unknown): Parsed<ProviderEvent> {
  const result = eventSchema.safeParse(raw);
  return result.success ? { ok: true, value: result.data } : { ok: false, reason: issueText(result.error) };
}

/** A subscription object of a customer.subscription.* event (or the provider's answer to a call). */
export function parseSubscription(raw: unknown): Parsed<ParsedSubscription> {
  const result = subscriptionSchema.safeParse(raw);
  return result.success ? { ok: true, value: result.data } : { ok: false, reason: issueText(result.error) };
}

/** The event id as it may be logged: short, and without control characters. */
export function loggableEventId(raw: unknown): string | null {
  const id = (raw as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  return id.slice(0, 120).replace(/[\u0000-\u001f\u007f\ud800-\udfff]/g, '?');
}
