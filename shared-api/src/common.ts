import { z } from 'zod';

/** The one error body every JSON call returns. `fields` maps a request path to its problem (400 only). */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const successSchema = z.object({ success: z.boolean(), message: z.string().optional() });
export type Success = z.infer<typeof successSchema>;

/** Largest value of a PostgreSQL `integer` column (ids, sequences, counters). */
export const INT4_MAX = 2_147_483_647;

/** A positive database id, in the body or in the path: bounded to the column's range so it never overflows. */
export const dbId = z.coerce
  .number({ error: 'Must be a positive integer' })
  .int('Must be a positive integer')
  .positive('Must be a positive integer')
  .max(INT4_MAX, `Must be at most ${INT4_MAX}`);

/** Positive database id given as a path parameter. */
export const idParam = dbId;

/** A non-negative integer stored in an `integer` column (a sequence number, a page). */
export const dbCount = z.coerce
  .number({ error: 'Must be a non-negative integer' })
  .int('Must be a non-negative integer')
  .min(0, 'Must be a non-negative integer')
  .max(INT4_MAX, `Must be at most ${INT4_MAX}`);

export const NO_NUL_MESSAGE = 'Must not contain the NUL character (U+0000)';

/** Whether a string can be stored in a PostgreSQL text column, which refuses U+0000. */
export const isStorableText = (value: string): boolean => !value.includes('\u0000');

/** Text that can be stored: PostgreSQL `text` refuses U+0000, so it is refused here, with the other limits. */
export const safeText = (max: number) =>
  z.string().max(max, `Must be at most ${max} characters`).refine(isStorableText, NO_NUL_MESSAGE);

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** GET /config.json: runtime configuration of the front end. */
export const runtimeConfigSchema = z.object({
  appName: z.string(),
  comingSoon: z.boolean(),
  launchDate: z.string().nullable(),
  apiBaseUrl: z.string(),
  firebase: z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string() }),
  authEmulatorUrl: z.string().nullable(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
