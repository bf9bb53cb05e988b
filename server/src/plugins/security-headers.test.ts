import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createWebApp } from '../../test-support/web-app';
import { loadConfig } from '../config';
import { contentSecurityPolicy, staticSecurityHeaders } from './security-headers';
import { PRODUCTION_ENV } from '../../test-support/production-env';

/** 'script-src a b;connect-src c' → { 'script-src': ['a', 'b'], ... } */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(csp.split(';').map((d) => {
    const [name, ...sources] = d.trim().split(/\s+/);
    return [name!, sources];
  }));
}

const REMOTE_DIRECTIVES = ['script-src', 'connect-src', 'style-src', 'font-src', 'img-src'];

describe('security headers on a live remotes.json', () => {
  let app: FastifyInstance;
  let dir: string;
  let remotesFile: string;
  const writeRemotes = (remotes: Record<string, string>) => writeFileSync(remotesFile, JSON.stringify(remotes));
  const csp = async (url = '/api/health') => directives(String((await app.inject(url)).headers['content-security-policy']));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'collabhub-csp-'));
    remotesFile = path.join(dir, 'remotes.json');
    writeRemotes({ mfe_profile: '/remotes/mfe-profile/mf-manifest.json' });
    app = await createWebApp({ REMOTES_FILE: remotesFile, WEB_ROOT: dir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('admits only this origin (plus the sign-in hosts) while every remote is same-origin', async () => {
    const d = await csp();
    expect(d['script-src']).toEqual(["'self'", 'https://apis.google.com', 'https://accounts.google.com']);
    expect(d['connect-src']).not.toContain('http://127.0.0.1:8181');
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['script-src-attr']).toEqual(["'none'"]);
  });

  it('admits exactly the origins remotes.json names, in every directive a remote needs, on the next request', async () => {
    const before = await csp();
    writeRemotes({
      mfe_profile: '/remotes/mfe-profile/mf-manifest.json',
      mfe_account: 'http://127.0.0.1:8181/mfe-account/mf-manifest.json',
      mfe_messaging: 'https://cdn.example.com/mfe-messaging/mf-manifest.json',
      mfe_discovery: 'https://cdn.example.com/mfe-discovery/mf-manifest.json',
    });
    const after = await csp('/');
    for (const name of REMOTE_DIRECTIVES) {
      const added = after[name]!.filter((s) => !before[name]!.includes(s));
      expect({ name, added }).toEqual({ name, added: ['http://127.0.0.1:8181', 'https://cdn.example.com'] });
    }
    // Nothing else widens: frames, forms and the default stay as they were.
    for (const name of ['default-src', 'frame-src', 'form-action', 'base-uri', 'frame-ancestors']) {
      expect(after[name]).toEqual(before[name]);
    }
  });

  it('drops an origin as soon as the file stops naming it (rollback)', async () => {
    writeRemotes({ mfe_profile: '/remotes/mfe-profile/mf-manifest.json' });
    const d = await csp();
    for (const name of REMOTE_DIRECTIVES) {
      expect(d[name]).not.toContain('http://127.0.0.1:8181');
      expect(d[name]).not.toContain('https://cdn.example.com');
    }
  });

  it('sends the fixed headers on every response, 404s included', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-site',
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toEqual(expect.stringContaining("default-src 'self'"));
  });
});

describe('the policy in production', () => {
  const production = loadConfig({
    ...PRODUCTION_ENV, FIREBASE_AUTH_DOMAIN: 'collabhub.example.com', PUBLIC_URL: 'https://collabhub.example.com',
  });

  it('upgrades insecure requests, names no emulator and sends HSTS', () => {
    const d = directives(contentSecurityPolicy(production, ['https://cdn.example.com']));
    expect(d['upgrade-insecure-requests']).toEqual([]);
    // Its own origin's wss: form, never any host's.
    expect(d['connect-src']).toEqual(["'self'", 'wss://collabhub.example.com', 'https://accounts.google.com', 'https://apis.google.com',
      'https://www.googleapis.com', 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com',
      'https://cdn.example.com']);
    expect(d['frame-src']).toEqual(["'self'", 'https://collabhub.example.com', 'https://accounts.google.com']);
    expect(staticSecurityHeaders(production)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
