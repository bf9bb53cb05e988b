import { fakeFetch, replyByRoute, resetFakeFetch } from 'jest-support/fake-fetch';
import { AuthApiError } from './auth-api-error';
import { login, register, verifyChannel } from './auth-api';

const identity = { uid: 'uid-1', email: 'ana@example.com', idToken: 'tok' };

beforeEach(() => {
  resetFakeFetch();
});

describe('auth calls', () => {
  it('registers with the login body and the bearer token', async () => {
    replyByRoute({ 'POST /api/register': { status: 200, body: '{"uid":"uid-1","validated":false}' } });
    await expect(register(identity)).resolves.toEqual({ uid: 'uid-1', validated: false });
    const [url, init] = fakeFetch.mock.calls[0]!;
    expect(url).toBe('/api/register');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(JSON.parse(String(init?.body))).toEqual({ uid: 'uid-1', email: 'ana@example.com', googleIdToken: 'tok' });
  });

  it('verifies the channel with cookies', async () => {
    replyByRoute({ 'GET /api/verify-channel': { status: 200, body: '{"uid":"uid-1","validated":true}' } });
    await verifyChannel();
    expect(fakeFetch.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it.each([
    ['a JSON message', '{"message":"User not found"}', 'User not found'],
    ['a JSON error', '{"error":"User already exists"}', 'User already exists'],
    ['plain text', 'User not found for uid', 'User not found for uid'],
    ['nothing', '', ''],
  ])('turns a refusal with %s into an AuthApiError carrying it', async (_kind, body, message) => {
    replyByRoute({ 'POST /api/login': { status: 404, body } });
    const error = await login(identity).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ message, status: 404 });
  });
});
