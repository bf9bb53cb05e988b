import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backends, createTestApp, type TestContext } from '../test-support/test-app';
import { bearer, registeredUser } from '../test-support/users';

describe.each(backends())('app basics on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ backend });
  });
  afterAll(() => ctx.close());

  it('reports health after a database round trip', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown routes with the JSON error shape', async () => {
    const res = await ctx.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route GET /api/nope not found' });
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const user = await registeredUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/messages', headers: { 'content-type': 'application/json', ...user.auth }, payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('rejects a body over the limit with 413', async () => {
    const user = await registeredUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/loadFilteredChannels',
      headers: { 'content-type': 'application/json', ...user.auth },
      payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('requires a bearer token on protected calls and rejects a forged one', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/notifications/unread' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    const forged = await ctx.app.inject({ method: 'GET', url: '/api/notifications/unread', headers: bearer('abc.def.ghi') });
    expect(forged.statusCode).toBe(401);
  });

  it('serves the OpenAPI docs', async () => {
    const res = await ctx.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/loadFilteredChannels', '/api/messages']));
    expect((await ctx.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('sends security headers with a CSP that names the emulator', async () => {
    const res = await ctx.app.inject('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`http://${ctx.config.firebase.authEmulatorHost}`);
    expect(csp).toContain('https://yt3.ggpht.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('generates /config.json from the configuration', async () => {
    const res = await ctx.app.inject({ url: '/config.json', headers: { host: 'collabhub.test:8080' } });
    expect(res.json()).toEqual({
      appName: 'CollabHub',
      comingSoon: false,
      launchDate: null,
      apiBaseUrl: '',
      firebase: { apiKey: 'demo-api-key', authDomain: 'demo-collabhub.firebaseapp.com', projectId: 'demo-collabhub' },
      // The browser reaches the emulator through this server's own origin (see modules/auth-emulator).
      authEmulatorUrl: 'http://collabhub.test:8080',
    });
  });

  it('proxies the Auth emulator same-origin and swaps Google\'s gapi for the local stand-in', async () => {
    const shim = await ctx.app.inject('/emulator/gapi-iframes.js');
    expect(shim.statusCode).toBe(200);
    expect(shim.headers['content-type']).toContain('javascript');
    expect(shim.body).toContain('gapi.iframes');
    const iframe = await ctx.app.inject('/emulator/auth/iframe?apiKey=demo-api-key&appName=%5BDEFAULT%5D');
    expect(iframe.statusCode).toBe(200);
    expect(iframe.body).toContain('/emulator/gapi-iframes.js');
    expect(iframe.body).not.toContain('https://apis.google.com/js/api.js');
    expect(iframe.headers['content-security-policy']).toBeUndefined();
    const uri = await ctx.app.inject({
      method: 'POST', url: '/identitytoolkit.googleapis.com/v1/accounts:createAuthUri?key=demo-api-key',
      payload: { identifier: 'someone@example.com', continueUri: 'http://localhost/' },
    });
    expect(uri.statusCode).toBe(200);
  });

  it('forwards only the calls the browser\'s sign-in needs, never the emulator\'s account administration', async () => {
    const project = ctx.config.firebase.projectId;
    for (const [method, url] of [
      ['GET', `/emulator/v1/projects/${project}/accounts`],
      ['DELETE', `/emulator/v1/projects/${project}/accounts`],
      ['GET', `/emulator/v1/projects/${project}/config`],
      ['POST', '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key'],
      ['POST', '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key'],
      ['POST', `/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:query`],
      ['POST', '/identitytoolkit.googleapis.com/v1/accounts:delete?key=demo-api-key'],
      ['POST', '/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key'],
      ['GET', `/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:batchGet`],
      ['DELETE', '/securetoken.googleapis.com/v1/token'],
      ['POST', '/emulator/auth/handler'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
    }
  });

  it('serves the legal texts as plain text', async () => {
    for (const file of ['terms_of_service.txt', 'privacy_policy.txt']) {
      const res = await ctx.app.inject(`/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toContain('CollabHub');
    }
  });

  it('generates avatar SVGs with initials and rejects other names', async () => {
    const res = await ctx.app.inject('/api/avatars/golden-chef-tv-42.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('>GC</text>');
    expect((await ctx.app.inject('/api/avatars/x.png')).statusCode).toBe(400);
  });
});

describe('static web serving', () => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'collabhub-web-'));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>CollabHub</title>');
    writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log(1)');
    mkdirSync(path.join(root, 'mfe-profile', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'mfe-profile', 'dist', 'mf-manifest.json'), '{"name":"mfe_profile"}');
    writeFileSync(path.join(root, 'remotes.json'), '{"mfe_profile":"/remotes/mfe-profile/mf-manifest.json"}');
    ctx = await createTestApp({
      env: { WEB_ROOT: root, REMOTES_FILE: path.join(root, 'remotes.json'), COMING_SOON: 'true', LAUNCH_DATE: '2027-03-01' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell and falls back to index.html for HTML navigations', async () => {
    expect((await ctx.app.inject('/')).body).toContain('<title>CollabHub</title>');
    expect((await ctx.app.inject('/main.js')).body).toBe('console.log(1)');
    const deep = await ctx.app.inject({ url: '/profile/me', headers: { accept: 'text/html' } });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>CollabHub</title>');
  });

  it('does not fall back for API paths or non-HTML requests', async () => {
    const api = await ctx.app.inject({ url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
    expect((await ctx.app.inject({ url: '/missing.js', headers: { accept: '*/*' } })).statusCode).toBe(404);
  });

  it('serves remotes with CORS open and tolerates missing ones', async () => {
    const res = await ctx.app.inject('/remotes/mfe-profile/mf-manifest.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect((await ctx.app.inject('/remotes/mfe-account/mf-manifest.json')).statusCode).toBe(404);
  });

  it('reads remotes.json on every request, revalidated each time', async () => {
    const first = await ctx.app.inject('/remotes.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual({ mfe_profile: '/remotes/mfe-profile/mf-manifest.json' });
    writeFileSync(path.join(root, 'remotes.json'), '{"mfe_profile":"https://cdn.example.com/mf-manifest.json"}');
    expect((await ctx.app.inject('/remotes.json')).json()).toEqual({ mfe_profile: 'https://cdn.example.com/mf-manifest.json' });
  });

  it('reflects the coming-soon configuration', async () => {
    expect((await ctx.app.inject('/config.json')).json()).toMatchObject({ comingSoon: true, launchDate: '2027-03-01' });
  });
});

describe('rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_SEARCH_PER_MINUTE: '2', RATE_LIMIT_WRITES_PER_MINUTE: '2' } });
  });
  afterAll(() => ctx.close());

  it('answers 429 with the JSON error shape once the search budget is spent', async () => {
    const user = await registeredUser(ctx.app);
    const search = () => ctx.app.inject({ method: 'POST', url: '/api/findChannelsByName', headers: user.auth, payload: { name: 'abc' } });
    expect((await search()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(200);
    const limited = await search();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });

  it('limits public writes too', async () => {
    const add = () => ctx.app.inject('/api/add_email?email=a@example.com');
    await add();
    await add();
    expect((await add()).statusCode).toBe(429);
    // Reads have a budget of their own.
    expect((await ctx.app.inject('/api/languages')).statusCode).toBe(200);
  });
});
