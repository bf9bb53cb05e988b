/** A non-2xx API response. `body` is the parsed JSON body, or the text when it is not JSON. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The most useful message a failed response offers: its JSON `message`/`error`, its text, or the status. */
export function errorMessageOf(status: number, body: unknown): string {
  if (typeof body === 'string' && body.trim()) return body.trim();
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return `HTTP ${status}`;
}
