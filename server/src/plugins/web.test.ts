import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createWebApp } from '../../test-support/web-app';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './web';

describe('cacheControlFor', () => {
  it('revalidates every fixed-name file a swap depends on', () => {
    for (const file of ['index.html', 'mf-manifest.json', 'remoteEntry.js', 'main.js', 'main.js.br', 'remoteEntry.js.gz',
      'favicon.svg', 'terms_of_service.txt', 'mf-stats.json']) {
      expect({ file, rule: cacheControlFor(`/dist/${file}`) }).toEqual({ file, rule: REVALIDATE });
    }
  });

  it('makes content-hashed chunks immutable for a year, their compressed variants too', () => {
    for (const file of ['src_expose_billing-page_tsx.3f9a1c2e.js', '521.0a1b2c3d.js.br', 'vendors.0a1b2c3d4e5f6071.css.gz']) {
      expect({ file, rule: cacheControlFor(`/dist/${file}`) }).toEqual({ file, rule: IMMUTABLE });
    }
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });
});

describe('static serving: cache headers and compression', () => {
  let app: FastifyInstance;
  let root: string;
  const bundle = `export const text = "${'CollabHub remote chunk '.repeat(400)}";`;
  const put = (rel: string, body: string | Buffer) => {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
  };
  const precompressed = (rel: string, body: string) => {
    put(rel, body);
    put(`${rel}.br`, brotliCompressSync(body));
    put(`${rel}.gz`, gzipSync(body));
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'collabhub-static-'));
    precompressed('shell/dist/index.html', `<!doctype html><title>CollabHub</title>${'<!-- padding -->'.repeat(200)}`);
    precompressed('shell/dist/main.js', bundle);
    precompressed('shell/dist/src_app_app_tsx.1a2b3c4d.js', bundle);
    put('mfe-account/dist/mf-manifest.json', '{"name":"mfe_account"}');
    precompressed('mfe-account/dist/remoteEntry.js', bundle);
    precompressed('mfe-account/dist/src_expose_billing-page_tsx.9f8e7d6c.js', bundle);
    // Built without the precompression step: still served, uncompressed.
    put('mfe-account/dist/plain.5a5a5a5a.js', bundle);
    put('remotes.json', '{"mfe_account":"/remotes/mfe-account/mf-manifest.json"}');
    app = await createWebApp({ WEB_ROOT: root, REMOTES_FILE: path.join(root, 'remotes.json') });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ url, headers: { accept: 'text/html,*/*', ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) } });

  it.each([
    ['/', REVALIDATE],
    ['/profile/me', REVALIDATE],
    ['/main.js', REVALIDATE],
    ['/src_app_app_tsx.1a2b3c4d.js', IMMUTABLE],
    ['/remotes/mfe-account/mf-manifest.json', REVALIDATE],
    ['/remotes/mfe-account/remoteEntry.js', REVALIDATE],
    ['/remotes/mfe-account/src_expose_billing-page_tsx.9f8e7d6c.js', IMMUTABLE],
    ['/remotes.json', REVALIDATE],
    ['/config.json', REVALIDATE],
  ])('%s → Cache-Control %s', async (url, rule) => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get(url, encoding);
      expect({ url, encoding, status: res.statusCode, rule: res.headers['cache-control'] }).toEqual({ url, encoding, status: 200, rule });
    }
  });

  it('sends brotli when accepted, else gzip, else the plain file, with Vary: Accept-Encoding', async () => {
    const br = await get('/remotes/mfe-account/remoteEntry.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
    expect(br.rawPayload.length).toBeLessThan(bundle.length / 10);

    const gz = await get('/main.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);

    const plain = await get('/main.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
    for (const res of [br, gz, plain]) expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('compresses the HTML page and its SPA fallback too', async () => {
    for (const url of ['/', '/dashboardV2']) {
      const res = await get(url, 'br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>CollabHub</title>');
    }
  });

  it('falls back to the plain file when a build has no compressed variant', async () => {
    const res = await get('/remotes/mfe-account/plain.5a5a5a5a.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(bundle);
  });

  it('keeps CORS open on every remote file, compressed or not', async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await get('/remotes/mfe-account/remoteEntry.js', encoding);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('answers a revalidation of an unchanged remotes.json with 304', async () => {
    const first = await get('/remotes.json');
    expect(first.headers.etag).toEqual(expect.stringMatching(/^".+"$/));
    const again = await app.inject({ url: '/remotes.json', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    writeFileSync(path.join(root, 'remotes.json'), '{"mfe_account":"https://cdn.example.com/a/mf-manifest.json"}');
    const changed = await app.inject({ url: '/remotes.json', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ mfe_account: 'https://cdn.example.com/a/mf-manifest.json' });
  });
});
