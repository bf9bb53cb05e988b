import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from '../../../test-support/test-app';
import { pinnedGet } from './fetcher';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

/** Stands in for the YouTube image hosts; every request path picks a behaviour. */
function fakeImageHost(): Promise<{ server: http.Server; base: string; hits: string[] }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    const path = (req.url ?? '').split('?')[0];
    switch (path) {
      case '/ok.jpg': return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG);
      case '/png.jpg': return res.writeHead(200, { 'content-type': 'image/png' }).end(JPEG);
      case '/empty.jpg': return res.writeHead(200, { 'content-type': 'image/jpeg' }).end();
      case '/html.jpg': return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
      case '/svg.jpg': return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
      case '/missing.jpg': return res.writeHead(404).end();
      case '/big.jpg': return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(3 * 1024 * 1024));
      case '/slow.jpg': return; // never answers
      case '/to-allowed.jpg': return res.writeHead(302, { location: 'https://yt3.googleusercontent.com/ok.jpg' }).end();
      case '/to-evil.jpg': return res.writeHead(302, { location: 'https://evil.example.com/ok.jpg' }).end();
      case '/to-http.jpg': return res.writeHead(302, { location: 'http://yt3.ggpht.com/ok.jpg' }).end();
      case '/to-private.jpg': return res.writeHead(302, { location: 'https://i.ytimg.com/ok.jpg' }).end();
      case '/to-metadata.jpg': return res.writeHead(302, { location: 'https://169.254.169.254/latest/meta-data' }).end();
      case '/loop.jpg': return res.writeHead(302, { location: 'https://yt3.ggpht.com/loop.jpg' }).end();
      default: return res.writeHead(500).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits });
  }));
}

describe('avatar proxy /api/images/channels/{id}/{file}.jpg', () => {
  let ctx: TestContext;
  let fake: Awaited<ReturnType<typeof fakeImageHost>>;
  const dns: Record<string, string[]> = {
    'yt3.ggpht.com': ['142.250.74.46'],
    'yt3.googleusercontent.com': ['2607:f8b0:4004:c1b::be'],
    'i.ytimg.com': ['10.0.0.7'], // as if DNS were poisoned to an internal address
  };
  const pinned: string[] = [];

  beforeAll(async () => {
    fake = await fakeImageHost();
    ctx = await createTestApp({
      imageProxy: {
        resolve: async (host) => {
          const found = dns[host];
          if (!found) throw new Error('ENOTFOUND');
          return found;
        },
        // The real streaming client, pointed at the fake host; records the vetted address it was pinned to.
        request: (url, address, opts) => {
          pinned.push(address);
          return pinnedGet(new URL(url.pathname + url.search, fake.base), '127.0.0.1', opts, http);
        },
        timeoutMs: 400,
        maxBytes: 2 * 1024 * 1024,
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    fake.server.closeAllConnections();
    await new Promise((r) => fake.server.close(r));
  });

  const proxy = (target: string, file = 'avatar.jpg') =>
    ctx.app.inject(`/api/images/channels/UC123/${file}?url=${encodeURIComponent(target)}`);

  it('proxies an allowed https avatar, pinned to the vetted address, and caches it', async () => {
    const res = await proxy('https://yt3.ggpht.com/ok.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(JPEG)).toBe(true);
    expect(pinned.at(-1)).toBe('142.250.74.46');
    const hitsBefore = fake.hits.length;
    expect((await proxy('https://yt3.ggpht.com/ok.jpg')).statusCode).toBe(200);
    expect(fake.hits.length).toBe(hitsBefore);
  });

  it('follows a redirect that stays on the allow-list', async () => {
    const res = await proxy('https://yt3.ggpht.com/to-allowed.jpg');
    expect(res.statusCode).toBe(200);
    expect(pinned.at(-1)).toBe('2607:f8b0:4004:c1b::be');
  });

  it.each([
    ['plain http', 'http://yt3.ggpht.com/ok.jpg'],
    ['a host off the list', 'https://evil.example.com/ok.jpg'],
    ['a look-alike host', 'https://yt3.ggpht.com.evil.example/ok.jpg'],
    ['loopback', 'https://127.0.0.1/ok.jpg'],
    ['decimal loopback', 'https://2130706433/ok.jpg'],
    ['hex loopback', 'https://0x7f000001/ok.jpg'],
    ['IPv6 loopback', 'https://[::1]/ok.jpg'],
    ['metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['credentials in the address', 'https://user:pw@yt3.ggpht.com/ok.jpg'],
    ['a non-default port', 'https://yt3.ggpht.com:8443/ok.jpg'],
    ['an allowed host resolving to a private address', 'https://i.ytimg.com/ok.jpg'],
    ['file scheme', 'file:///etc/passwd'],
    ['garbage', 'not a url'],
  ])('refuses %s with 400 without fetching', async (_label, target) => {
    const before = fake.hits.length;
    const res = await proxy(target);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400 });
    expect(fake.hits.length).toBe(before);
  });

  it.each([
    ['off the list', '/to-evil.jpg'],
    ['to plain http', '/to-http.jpg'],
    ['to a private address', '/to-private.jpg'],
    ['to the metadata address', '/to-metadata.jpg'],
  ])('refuses a redirect %s', async (_label, path) => {
    const res = await proxy(`https://yt3.ggpht.com${path}`);
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['an empty body', '/empty.jpg', 502],
    ['a non-image', '/html.jpg', 502],
    ['an SVG (script-capable)', '/svg.jpg', 502],
    ['an upstream 404', '/missing.jpg', 502],
    ['a body over the size limit', '/big.jpg', 502],
    ['endless redirects', '/loop.jpg', 502],
    ['a timeout', '/slow.jpg', 504],
  ])('fails cleanly on %s', async (_label, path, status) => {
    const res = await proxy(`https://yt3.ggpht.com${path}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status });
  });

  it('answers 502 when the host does not resolve and 400 when it resolves to nothing usable', async () => {
    const saved = dns['yt3.ggpht.com'] as string[];
    try {
      delete dns['yt3.ggpht.com'];
      expect((await proxy('https://yt3.ggpht.com/other.jpg')).statusCode).toBe(502);
      dns['yt3.ggpht.com'] = [];
      expect((await proxy('https://yt3.ggpht.com/other.jpg')).statusCode).toBe(400);
      dns['yt3.ggpht.com'] = ['142.250.74.46', '127.0.0.1']; // one bad address is enough to refuse
      expect((await proxy('https://yt3.ggpht.com/other.jpg')).statusCode).toBe(400);
    } finally {
      dns['yt3.ggpht.com'] = saved;
    }
  });

  it('validates the path and query', async () => {
    expect((await proxy('https://yt3.ggpht.com/ok.jpg', 'avatar.png')).statusCode).toBe(400);
    expect((await ctx.app.inject('/api/images/channels/UC123/avatar.jpg')).statusCode).toBe(400);
  });
});
