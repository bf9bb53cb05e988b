/** A non-ok answer from the auth calls, carrying the server's own message so the flow can branch on it. */
export class AuthApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'AuthApiError';
    this.status = status;
  }
}

/** Reads the server's message from an error body that may be JSON ({message} or {error}) or plain text. */
export async function readServerMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  if (!text) return '';
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { message, error } = body as { message?: unknown; error?: unknown };
      if (typeof message === 'string') return message;
      if (typeof error === 'string') return error;
    }
    return text;
  } catch {
    return text;
  }
}
