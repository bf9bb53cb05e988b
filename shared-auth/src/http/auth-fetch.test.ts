/**
 * @jest-environment node
 */
// authFetch against the real Firebase Auth emulator (real SDK sign-in) and a local HTTP server standing in
// for the API, so the headers and error handling are checked on real requests.
import type http from 'node:http';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { startApiWithEmulator } from '../../test-support/api-with-emulator';
import { getFirebaseAuth, NotAuthenticatedError } from '../firebase/firebase-auth';
import { ApiError } from './api-error';
import { apiFetch, authFetch } from './auth-fetch';

jest.setTimeout(90_000);

interface Seen { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }
let seen: Seen[] = [];
let stop: (() => Promise<void>) | undefined;

const replies: Record<string, { status: number; type: string; body: string }> = {
  '/api/ok': { status: 200, type: 'application/json', body: '{"channels":[],"totalCount":0}' },
  '/api/plain-error': { status: 400, type: 'text/plain', body: 'Category is required' },
  '/api/json-error': { status: 404, type: 'application/json', body: '{"message":"User not found"}' },
  '/api/empty-error': { status: 500, type: 'text/plain', body: '' },
  '/api/no-content': { status: 204, type: 'text/plain', body: '' },
};

beforeAll(async () => {
  stop = await startApiWithEmulator((req, res, body) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers, body });
    const reply = replies[req.url ?? ''] ?? { status: 404, type: 'text/plain', body: 'no route' };
    res.writeHead(reply.status, { 'content-type': reply.type });
    res.end(reply.status === 204 ? undefined : reply.body);
  });
});

afterAll(async () => { await stop?.(); });

beforeEach(() => { seen = []; });

function decodeJwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

describe('authFetch', () => {
  it('refuses to call without a signed-in user', async () => {
    await expect(authFetch('/api/ok')).rejects.toBeInstanceOf(NotAuthenticatedError);
    expect(seen).toHaveLength(0);
  });

  describe('signed in', () => {
    let uid: string;
    beforeAll(async () => {
      const cred = await createUserWithEmailAndPassword(getFirebaseAuth(), `fetch-${Date.now()}@example.com`, 'secret123');
      uid = cred.user.uid;
    });

    it('sends the bearer ID token of the user and JSON headers, and returns the parsed body', async () => {
      const result = await authFetch<{ totalCount: number }>('/api/ok', {
        method: 'POST',
        body: JSON.stringify({ pagination: { page: 0, limit: 45 } }),
      });
      expect(result).toEqual({ channels: [], totalCount: 0 });
      const [req] = seen;
      expect(req!.method).toBe('POST');
      expect(req!.headers['content-type']).toBe('application/json');
      expect(req!.headers.accept).toBe('application/json');
      const auth = req!.headers.authorization ?? '';
      expect(auth).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]*$/);
      expect(decodeJwtPayload(auth.slice('Bearer '.length))).toMatchObject({ user_id: uid });
      expect(JSON.parse(req!.body)).toEqual({ pagination: { page: 0, limit: 45 } });
    });

    it('keeps a caller header but never lets it replace the token', async () => {
      await authFetch('/api/ok', { headers: { 'X-Trace': '1', Authorization: 'Bearer forged' } });
      expect(seen[0]!.headers['x-trace']).toBe('1');
      expect(seen[0]!.headers.authorization).not.toBe('Bearer forged');
    });

    it('throws ApiError with the plain-text body as message', async () => {
      const err = await authFetch('/api/plain-error', { method: 'POST', body: '{}' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ status: 400, message: 'Category is required', body: 'Category is required' });
    });

    it('throws ApiError with the JSON message and body', async () => {
      const err = await authFetch('/api/json-error').catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 404, message: 'User not found', body: { message: 'User not found' } });
    });

    it('falls back to the status when the error body is empty', async () => {
      await expect(authFetch('/api/empty-error')).rejects.toMatchObject({ status: 500, message: 'HTTP 500' });
    });

    it('resolves undefined for 204 No Content', async () => {
      await expect(authFetch('/api/no-content', { method: 'PUT' })).resolves.toBeUndefined();
    });
  });
});

describe('apiFetch', () => {
  it('sends no Authorization header', async () => {
    await apiFetch('/api/ok');
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });
});
