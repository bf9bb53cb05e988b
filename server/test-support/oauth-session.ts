// Browser-side steps of the channel connect: the session cookie from /api/login and the redirect chain.
import type { FastifyInstance } from 'fastify';
import type { TestUser } from './users';

/** Signs in through /api/login and returns the session cookie ("name=value") a browser would send. */
export async function sessionCookie(app: FastifyInstance, user: TestUser): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: user.auth,
    payload: { uid: user.uid, email: user.email, googleIdToken: 'google-token' },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = String(res.headers['set-cookie']).split(';')[0];
  if (!cookie?.startsWith('collabhub_session=')) throw new Error('login set no session cookie');
  return cookie;
}

/** GET with the cookie; returns status and Location (redirects are not followed). */
export async function navigate(app: FastifyInstance, url: string, cookie?: string) {
  const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, location: res.headers.location as string | undefined, body: res.body, headers: res.headers };
}
