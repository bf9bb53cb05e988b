// One JSON error shape for every failure: { statusCode, error, message, fields? }. Client mistakes keep their 4xx.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { errorBody, HttpError } from '../errors';

function fieldsFromZod(error: ZodError, prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || prefix || 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | ZodError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      if (err.reason) request.refusalReason = err.reason;
      return reply.status(err.statusCode).send(errorBody(err.statusCode, err.message, err.fields));
    }
    if (err instanceof ZodError) {
      return reply.status(400).send(errorBody(400, 'Invalid request', fieldsFromZod(err)));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      const where = err.validationContext ?? 'body';
      for (const v of err.validation) {
        const p = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const key = p ? `${where}.${p}` : where;
        fields[key] ??= v.message ?? 'Invalid value';
      }
      return reply.status(400).send(errorBody(400, 'Invalid request', fields));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
        ? 'Malformed JSON body'
        : err.message;
      return reply.status(status).send(errorBody(status, message));
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Internal server error'));
  });
}
