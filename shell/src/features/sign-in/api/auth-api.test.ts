import { fakeFetch, replyByRoute, resetFakeFetch } from 'jest-support/fake-fetch';
import { ApiError } from 'shared-auth';
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
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
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

  it("goes through shared-auth's fetch and error path: JSON headers, parsed body, an ApiError with the status", async () => {
    replyByRoute({ 'POST /api/register': { status: 409, body: '{"message":"User already exists"}' } });
    const error = await register(identity).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'User already exists', body: { message: 'User already exists' } });
    const headers = new Headers(fakeFetch.mock.calls[0]![1]?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it("resolves with the server's 200 refusal of an unknown user (the sign-in sequence then registers)", async () => {
    replyByRoute({ 'POST /api/login': { status: 200, body: '{"message":"User not found"}' } });
    await expect(login(identity)).resolves.toEqual({ message: 'User not found' });
  });
});
