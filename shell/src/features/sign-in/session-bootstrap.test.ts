import { ApiError } from 'shared-auth';
import { resolveServerUser } from './session-bootstrap';

const identity = { uid: 'uid-1', email: 'ana@example.com', idToken: 'tok' };
// The login call (shared-auth's fetch) resolves with the parsed body, or rejects with ApiError on a non-2xx answer.
const jsonResponse = (status: number, body: unknown) => {
  if (status >= 200 && status < 300) return body;
  throw new ApiError(status, 'refused', body);
};

describe('resolveServerUser', () => {
  it('keeps the server user when the answer has a uid and a validated flag', async () => {
    const body = { uid: 'uid-1', email: 'ana@example.com', validated: true, user: { id: 3, uid: 'uid-1' } };
    await expect(resolveServerUser(identity, async () => jsonResponse(200, body))).resolves.toEqual(body);
  });

  it('stores a not-validated placeholder when the answer lacks the validated flag', async () => {
    await expect(resolveServerUser(identity, async () => jsonResponse(200, { uid: 'uid-1' })))
      .resolves.toEqual({ validated: false, isPlaceholder: true });
  });

  it('records the status when the login call answers non-ok', async () => {
    await expect(resolveServerUser(identity, async () => jsonResponse(404, { message: 'User not found' })))
      .resolves.toEqual({ validated: false, isPlaceholder: true, error: 'Login API failed: 404' });
  });

  it('records the generic error when the call throws', async () => {
    await expect(resolveServerUser(identity, async () => { throw new TypeError('Failed to fetch'); }))
      .resolves.toEqual({ validated: false, isPlaceholder: true, error: 'Error during login process.' });
  });

  it('passes the identity to the login call', async () => {
    const postLogin = jest.fn(async () => jsonResponse(200, { uid: 'uid-1', validated: false }));
    await resolveServerUser(identity, postLogin);
    expect(postLogin).toHaveBeenCalledWith(identity);
  });
});
