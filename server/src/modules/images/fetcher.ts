// The network side of the avatar proxy, injectable so tests can point it at a local fake server.
import { lookup } from 'node:dns/promises';
import type http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export interface UpstreamResponse {
  status: number;
  contentType: string | undefined;
  location: string | undefined;
  body: Buffer;
}

export class UpstreamError extends Error {
  constructor(readonly kind: 'timeout' | 'too-large' | 'network', message: string) {
    super(message);
  }
}

export interface ImageProxyDeps {
  /** All addresses of a host name. */
  resolve(hostname: string): Promise<string[]>;
  /** GET `url`, connecting to `address` (already vetted), without following redirects. */
  request(url: URL, address: string, opts: { timeoutMs: number; maxBytes: number }): Promise<UpstreamResponse>;
  timeoutMs: number;
  maxBytes: number;
}

export async function resolveAll(hostname: string): Promise<string[]> {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => a.address);
}

/**
 * GET pinned to the vetted address (no second DNS lookup, so no rebinding between check and use), with the
 * size and time limits enforced while streaming. HTTPS in production; tests pass `http` for a local fake.
 */
export function pinnedGet(
  url: URL,
  address: string,
  opts: { timeoutMs: number; maxBytes: number },
  client: Pick<typeof https, 'get'> | Pick<typeof http, 'get'> = https,
): Promise<UpstreamResponse> {
  const family = address.includes(':') ? 6 : 4;
  const pinned = ((_host: string, options: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (options?.all) cb(null, [{ address, family }]);
    else cb(null, address, family);
  }) as unknown as LookupFunction;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { lookup: pinned, timeout: opts.timeoutMs, headers: { accept: 'image/*' } }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > opts.maxBytes) {
          req.destroy(new UpstreamError('too-large', 'Image too large'));
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'],
          location: res.headers.location,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    const timer = setTimeout(() => req.destroy(new UpstreamError('timeout', 'Upstream timed out')), opts.timeoutMs);
    req.on('timeout', () => req.destroy(new UpstreamError('timeout', 'Upstream timed out')));
    req.on('error', (err) => reject(err instanceof UpstreamError ? err : new UpstreamError('network', err.message)));
    req.on('close', () => clearTimeout(timer));
  });
}

export const defaultImageProxyDeps: ImageProxyDeps = {
  resolve: resolveAll,
  request: (url, address, opts) => pinnedGet(url, address, opts),
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
};
