import { ApiError } from 'shared-auth';

/**
 * A refusal of the auth calls: shared-auth's ApiError (status, parsed body) whose message is only the server's
 * own text, empty when it gave none (the sign-in alert then adds its default), so the flow can branch on it.
 */
export class AuthApiError extends ApiError {
  override name = 'AuthApiError';

  constructor(message: string, status: number, body?: unknown) {
    super(status, message, body);
  }

  /** The same refusal, from the error shared-auth's fetch throws on a non-2xx answer. */
  static from(error: ApiError): AuthApiError {
    return new AuthApiError(error.body === undefined ? '' : error.message, error.status, error.body);
  }
}
