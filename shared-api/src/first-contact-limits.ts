import { z } from 'zod';
import { TRUST_LEVELS, TRUST_REASONS } from './first-contact-allowance';

export * from './first-contact-allowance';

export const firstContactAllowanceSchema = z.object({
  /** How many may be started in any 24 hours. */
  limit: z.number().int().min(0),
  /** How many were started in the last 24 hours. */
  used: z.number().int().min(0),
  /** When the oldest counted one leaves the 24-hour window (ISO); null when none is counted. */
  resetsAt: z.string().nullable(),
});
export type FirstContactAllowance = z.infer<typeof firstContactAllowanceSchema>;

export const firstContactLimitsSchema = z.object({
  level: z.enum(TRUST_LEVELS),
  reasons: z.array(z.enum(TRUST_REASONS)),
  conversations: firstContactAllowanceSchema,
  requests: firstContactAllowanceSchema,
});
export type FirstContactLimits = z.infer<typeof firstContactLimitsSchema>;
