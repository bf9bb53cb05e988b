import { z } from 'zod';
import type { RuntimeConfig } from './runtime-config';

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
export const LONE_SURROGATE_MESSAGE = 'Must be valid Unicode (no lone UTF-16 surrogate such as \\ud800)';

/** Whether a string is well-formed UTF-16: no high surrogate without its low half, and no low one alone. */
export const isWellFormedText = (value: string): boolean => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value);

/**
 * Why a string cannot be stored, or null when it can. PostgreSQL `text` refuses U+0000, and a lone surrogate cannot
 * be encoded as UTF-8 (JSON.stringify writes it as an escape that PostgreSQL's json parser refuses), so both are
 * refused at the boundary rather than replaced: the sender learns which field to fix.
 */
export function storableTextIssue(value: string): string | null {
  if (value.includes('\u0000')) return NO_NUL_MESSAGE;
  if (!isWellFormedText(value)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/** Whether a string can be stored in a PostgreSQL text column (no U+0000, valid Unicode). */
export const isStorableText = (value: string): boolean => storableTextIssue(value) === null;

/** Adds the one text rule to a string schema, naming the problem. */
export function storable<T extends z.ZodType<string>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const issue = storableTextIssue(value);
    if (issue !== null) ctx.addIssue({ code: 'custom', message: issue });
  });
}

/** Text that can be stored: the database's limits (no U+0000, valid Unicode) with the length limit. */
export const safeText = (max: number) => storable(z.string().max(max, `Must be at most ${max} characters`));

/** Trimmed storable text (free-text fields of forms). */
export const trimmedSafeText = (max: number) => storable(z.string().trim().max(max, `Must be at most ${max} characters`));

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** GET /config.json: runtime configuration of the front end (the type and its parser: ./runtime-config). */
export const runtimeConfigSchema: z.ZodType<RuntimeConfig> = z.object({
  appName: z.string(),
  comingSoon: z.boolean(),
  launchDate: z.string().nullable(),
  apiBaseUrl: z.string(),
  firebase: z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string() }),
  authEmulatorUrl: z.string().nullable(),
});
