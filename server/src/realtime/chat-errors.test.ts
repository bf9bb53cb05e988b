import { z } from 'zod';
import { HttpError, badRequest, unavailable } from '../errors';
import { clientErrorMessage } from './chat-errors';

describe('clientErrorMessage', () => {
  it('shows the client its own mistakes and a service it must retry later, never an internal failure', () => {
    expect(clientErrorMessage(badRequest('content is required'))).toBe('content is required');
    expect(clientErrorMessage(unavailable('Your sign-in could not be checked just now. Try again in a moment.', 5)))
      .toBe('Your sign-in could not be checked just now. Try again in a moment.');
    expect(clientErrorMessage(new HttpError(500, 'database exploded'))).toBeNull();
    expect(clientErrorMessage(new HttpError(502, 'Image host answered 500'))).toBeNull();
    expect(clientErrorMessage(new Error('boom'))).toBeNull();
  });

  it('names the first invalid field of a validation error', () => {
    const result = z.object({ content: z.string() }).safeParse({ content: 1 });
    expect(result.success).toBe(false);
    if (!result.success) expect(clientErrorMessage(result.error)).toMatch(/^content: /);
  });
});
