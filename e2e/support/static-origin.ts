// A second origin for remotes: a plain static file server with CORS, as a CDN or another host would be. It can be
// stopped and started again on the same port, to play a remote host that goes down and comes back.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticOrigin {
  /** 'http://127.0.0.1:<port>' */
  origin: string;
  port: number;
  /** Paths requested so far ('/account-2.0/mf-manifest.json'), in order. */
  requests: string[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Serves `root` on 127.0.0.1 (a free port, kept across stop/start). */
export async function createStaticOrigin(root: string): Promise<StaticOrigin> {
  const requests: string[] = [];
  let port = 0;
  let server: http.Server | null = null;

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(urlPath);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-cache');
    const file = path.join(root, path.normalize(urlPath));
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  };

  const origin: StaticOrigin = {
    origin: '',
    port: 0,
    requests,
    async start() {
      if (server) return;
      const next = http.createServer((req, res) => { void handle(req, res); });
      await new Promise<void>((resolve, reject) => {
        next.once('error', reject);
        next.listen(port, '127.0.0.1', () => resolve());
      });
      server = next;
      port = (next.address() as AddressInfo).port;
      origin.port = port;
      origin.origin = `http://127.0.0.1:${port}`;
    },
    async stop() {
      const current = server;
      if (!current) return;
      server = null;
      current.closeAllConnections();
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  await origin.start();
  return origin;
}
