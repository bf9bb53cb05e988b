// The one translation of errors for the realtime layer. Domain and validation errors are HttpErrors (the same ones
// REST answers with their status); on a STOMP session a client's mistake becomes the ERROR frame's message, and
// anything else is an internal error whose details stay in the log.
import { ZodError } from 'zod';
import { HttpError } from '../errors';

/** The message to show the client for an error it caused; null for an internal failure. */
export function clientErrorMessage(err: unknown): string | null {
  // A 503 is a deliberate "try again" (a service out of reach, errors.ts `unavailable`), not an internal failure.
  if (err instanceof HttpError) return err.statusCode < 500 || err.statusCode === 503 ? err.message : null;
  if (err instanceof ZodError) {
    const issue = err.issues[0];
    if (!issue) return 'Invalid input';
    const field = issue.path.map(String).join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  }
  return null;
}
