import { STATUS_CODES } from 'node:http';

/** An error meant for the client: its status and message are sent as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Response headers that belong to the error (a 429's Retry-After). */
    readonly headers?: Record<string, string>,
    /** Why, for the request's log line only (never sent): e.g. Firebase's code for a refused token. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const unauthorized = (message = 'Authentication required', reason?: string) => new HttpError(401, message, undefined, undefined, reason);
export const forbidden = (message = 'You may not access this resource') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
/** Retry-After in whole seconds, at least 1. */
const retryAfter = (seconds: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(seconds))) });
/** A 429 that says when to try again. */
export const retryLater = (message: string, seconds: number) => new HttpError(429, message, undefined, retryAfter(seconds));
/** A 503: a service the call needs could not be reached; nothing is wrong with the request. Says when to try again. */
export const unavailable = (message: string, seconds: number, reason?: string) =>
  new HttpError(503, message, undefined, retryAfter(seconds), reason);

export function errorBody(statusCode: number, message: string, fields?: Record<string, string>) {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
  };
}
