// The error answers of every operation in /api/docs, derived from the route itself so no route can leave them out:
// 400 when it validates a body, query or path, 401 and 503 when it takes a bearer token, 429 when it counts against a rate
// limit, plus what its `config.errors` names. Each is documented with shared-api's one error body. Only the
// document changes: the route's own schema (and so how its answers are serialised) is left as it is.
import type { RouteOptions } from 'fastify';
import { errorResponseSchema } from 'shared-api';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error answers of the route beyond the common ones, status → when (shown in /api/docs). */
    errors?: Record<number, string>;
    /** Statuses the route's own handler answers as plain text (SPEC §7); the common answers stay JSON. */
    plainTextErrors?: number[];
  }
}

/** The route's fields the derivation reads (a subset of what @fastify/swagger's transform receives). */
export interface DocumentedRoute {
  url: string;
  schema?: Record<string, unknown>;
  config?: Pick<NonNullable<RouteOptions['config']>, 'errors' | 'plainTextErrors' | 'limit'>;
}

/** Status → when, for one route. */
export function errorAnswers(route: DocumentedRoute): Record<number, string> {
  const schema = route.schema ?? {};
  const answers: Record<number, string> = {};
  if (schema.body || schema.querystring || schema.params) answers[400] = 'Invalid request: `fields` names each invalid field.';
  if (schema.security) {
    answers[401] = 'No valid Firebase ID token (missing, expired, revoked or forged).';
    answers[503] = 'Firebase could not be reached to check the token; nothing is wrong with it (see Retry-After).';
  }
  if (route.url.startsWith('/api/') && route.config?.limit !== false) {
    answers[429] = 'The caller\'s request budget of this class is spent (see Retry-After).';
  }
  return { ...answers, ...route.config?.errors };
}

const plainText = z.string().describe('The error message as plain text.');
const jsonError = errorResponseSchema.describe('The JSON error body (a body that is not JSON at all, say).');

/** The route's schema with its error answers added to `response` (for the OpenAPI document only). */
export function withDocumentedErrors(route: DocumentedRoute): Record<string, unknown> {
  const schema = route.schema ?? {};
  const response: Record<string, unknown> = {};
  for (const [status, when] of Object.entries(errorAnswers(route))) {
    response[status] = route.config?.plainTextErrors?.includes(Number(status))
      ? { description: when, content: { 'text/plain': { schema: plainText }, 'application/json': { schema: jsonError } } }
      : errorResponseSchema.describe(when);
  }
  const own = (schema.response ?? {}) as Record<string, unknown>;
  // Swagger documents a route without responses as "200 Default Response"; keep that once errors are added.
  const success = Object.keys(own).some((status) => /^2/.test(status)) ? {} : { 200: z.unknown().describe('Default Response') };
  return { ...schema, response: { ...success, ...response, ...own } };
}
