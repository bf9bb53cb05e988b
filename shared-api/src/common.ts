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

/** Positive database id given as a path parameter. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

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
