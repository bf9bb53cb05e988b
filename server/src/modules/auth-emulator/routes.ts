// Development only: the Firebase Auth emulator, reached through this server's own origin.
//
// Serving the emulator's endpoints same-origin lets the Google sign-in popup work on a machine without internet:
// its helper iframe normally loads gapi from apis.google.com, so that page is rewritten to load the local
// stand-in (`assets/gapi-iframes.js`), which the web app also loads before signing in. Never registered in
// production (config refuses the emulator there).
//
// Only the calls the browser's Google sign-in makes are forwarded: the emulator stores passwords in clear and its
// other endpoints list, edit or wipe every account, which nobody reaching this server should be able to do.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../../paths';
import type { AppDeps } from '../../deps';

const GOOGLE_GAPI = 'https://apis.google.com/js/api.js';
export const GAPI_SHIM_PATH = '/emulator/gapi-iframes.js';
const PROXIED_PREFIXES = ['/emulator/', '/identitytoolkit.googleapis.com/', '/securetoken.googleapis.com/'];

/** Method and path of every emulator call the web app's sign-in needs (popup, token exchange and refresh). */
export const FORWARDED_CALLS: ReadonlyArray<readonly [string, string]> = [
  ['GET', '/emulator/auth/handler'],
  ['GET', '/emulator/auth/iframe'],
  ['GET', '/identitytoolkit.googleapis.com/v1/projects'],
  ['POST', '/identitytoolkit.googleapis.com/v1/accounts:createAuthUri'],
  ['POST', '/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp'],
  ['POST', '/identitytoolkit.googleapis.com/v1/accounts:lookup'],
  ['POST', '/securetoken.googleapis.com/v1/token'],
];
const forwarded = new Set(FORWARDED_CALLS.map(([method, path]) => `${method} ${path}`));
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length',
  'accept-encoding']);

export async function authEmulatorRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const emulatorHost = deps.config.firebase.authEmulatorHost;
  if (!emulatorHost || deps.config.isProduction) return;
  const shim = await readFile(path.join(SERVER_ROOT, 'assets', 'gapi-iframes.js'), 'utf8');

  // The emulator's pages carry inline scripts and styles of their own: they get no app CSP.
  const relaxHeaders = (reply: FastifyReply) => {
    reply.removeHeader('content-security-policy');
    reply.removeHeader('cross-origin-resource-policy');
  };

  app.get(GAPI_SHIM_PATH, { schema: { hide: true } }, async (_req, reply) =>
    reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(shim));

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0]!;
    if (!forwarded.has(`${request.method} ${pathname}`)) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${pathname} not found` });
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(request.headers)) {
      // No cookie, and no Authorization: the emulator takes `Bearer owner` as its administrator, for whom
      // accounts:lookup returns any account with its password. The sign-in calls never need the header.
      if (v === undefined || HOP_BY_HOP.has(k) || k === 'cookie' || k === 'authorization') continue;
      headers.set(k, Array.isArray(v) ? v.join(', ') : v);
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    const body = !hasBody ? undefined
      : typeof request.body === 'string' || Buffer.isBuffer(request.body) ? request.body : JSON.stringify(request.body);
    let upstream: Response;
    try {
      upstream = await fetch(`http://${emulatorHost}${request.url}`, {
        method: request.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(15_000),
      });
    } catch {
      return reply.code(502).send({ statusCode: 502, error: 'Bad Gateway', message: 'The Auth emulator is not reachable' });
    }
    relaxHeaders(reply);
    upstream.headers.forEach((value, key) => { if (!HOP_BY_HOP.has(key) && key !== 'content-encoding') reply.header(key, value); });
    let payload: Buffer | string = Buffer.from(await upstream.arrayBuffer());
    if (request.url.startsWith('/emulator/auth/iframe')) payload = payload.toString('utf8').replace(GOOGLE_GAPI, GAPI_SHIM_PATH);
    return reply.code(upstream.status).send(payload);
  };

  // Bodies are forwarded as they came (JSON or form posts from the emulator's own pages).
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    for (const prefix of PROXIED_PREFIXES) {
      scope.all(`${prefix}*`, { schema: { hide: true } }, forward);
    }
  });
}
