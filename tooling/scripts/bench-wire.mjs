// Bytes on the wire for a page of the running product (`npm start` first; this starts nothing): Chromium loads
// the page and lists what it requested from the server; each of those responses is then fetched twice, once as
// an uncompressed client gets it (Accept-Encoding: identity, what every client got before precompression) and
// once as Chromium asks for it (br, gzip). Body bytes are counted as sent, before any decoding.
//   npm run bench:wire -- --url http://localhost:8080 --path / --path /login
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { ROOT } from './lib/workspace.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    path: { type: 'string', multiple: true, default: ['/'] },
  },
});
const base = new URL(values.url);
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The same-origin URLs a page loads, in order. */
async function requestedBy(browser, pagePath) {
  const page = await browser.newPage();
  const urls = [];
  page.on('request', (r) => { if (new URL(r.url()).origin === base.origin) urls.push(r.url()); });
  await page.goto(new URL(pagePath, base).href, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.close();
  return [...new Set(urls)];
}

/** Raw body bytes and Content-Encoding of one GET. */
function rawBytes(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': acceptEncoding, accept: '*/*' } }, (res) => {
      let bytes = 0;
      res.on('data', (d) => { bytes += d.length; });
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity', status: res.statusCode }));
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${url}`)));
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run'],
});
const pages = [];
try {
  for (const pagePath of values.path) {
    const resources = [];
    for (const url of await requestedBy(browser, pagePath)) {
      const plain = await rawBytes(url, 'identity');
      const compressed = await rawBytes(url, BROWSER_ENCODINGS);
      resources.push({ path: new URL(url).pathname, status: compressed.status, identityBytes: plain.bytes,
        sentBytes: compressed.bytes, encoding: compressed.encoding });
    }
    const sum = (key, filter = () => true) => resources.filter(filter).reduce((n, r) => n + r[key], 0);
    const isJs = (r) => /\.m?js$/.test(r.path);
    pages.push({
      path: pagePath,
      requests: resources.length,
      identityBytes: sum('identityBytes'),
      sentBytes: sum('sentBytes'),
      jsIdentityBytes: sum('identityBytes', isJs),
      jsSentBytes: sum('sentBytes', isJs),
      ratio: Number((sum('sentBytes') / Math.max(1, sum('identityBytes'))).toFixed(3)),
      resources,
    });
  }
} finally {
  await browser.close();
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const p of pages) {
  console.log(`${p.path}: ${p.requests} requests; uncompressed ${kb(p.identityBytes)} → sent ${kb(p.sentBytes)} `
    + `(${(p.ratio * 100).toFixed(1)}%); JavaScript ${kb(p.jsIdentityBytes)} → ${kb(p.jsSentBytes)}`);
}
const outDir = path.join(ROOT, 'bench-results');
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `wire-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify({ url: base.href, acceptEncoding: BROWSER_ENCODINGS, baseline: 'identity', pages }, null, 2)}\n`);
console.log(`written ${path.relative(ROOT, file)}`);
