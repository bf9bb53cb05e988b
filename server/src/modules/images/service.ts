// Avatar proxy: fetches channel avatars from the YouTube image hosts only, vetting every hop after DNS.
import { HttpError } from '../../errors';
import { UpstreamError, type ImageProxyDeps } from './fetcher';
import { isPublicAddress } from './ip-policy';
import { BoundedCache } from '../../caching/bounded-cache';

export const ALLOWED_IMAGE_HOSTS = new Set(['yt3.ggpht.com', 'yt3.googleusercontent.com', 'i.ytimg.com']);
const MAX_REDIRECTS = 3;

export interface ProxiedImage { contentType: string; body: Buffer }

export class ImageProxyService {
  // Avatars change rarely and are served with their own cache headers: kept until evicted (500 images, 50 MB).
  private readonly cache = new BoundedCache<string, ProxiedImage>({
    maxEntries: 500, maxSize: 50 * 1024 * 1024, sizeOf: (image) => image.body.length,
  });

  constructor(private readonly deps: ImageProxyDeps) {}

  /** Throws HttpError 400 for an address outside the allow-list (or resolving to a non-public address). */
  private async vet(url: URL): Promise<string> {
    if (url.protocol !== 'https:') throw new HttpError(400, 'Only https image addresses are allowed');
    if (url.username || url.password) throw new HttpError(400, 'Image address must not carry credentials');
    if (url.port && url.port !== '443') throw new HttpError(400, 'Image address must use the default port');
    if (!ALLOWED_IMAGE_HOSTS.has(url.hostname.toLowerCase())) {
      throw new HttpError(400, 'Image host is not allowed');
    }
    let addresses: string[];
    try {
      addresses = await this.deps.resolve(url.hostname);
    } catch {
      throw new HttpError(502, 'Image host could not be resolved');
    }
    // Every address must be public: a host that also resolves inside the network is refused outright.
    if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
      throw new HttpError(400, 'Image host resolves to a non-public address');
    }
    return addresses[0] as string;
  }

  async fetch(rawUrl: string): Promise<ProxiedImage> {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw new HttpError(400, 'Invalid image address');
    }
    const key = url.href;
    const cached = this.cache.get(key);
    if (cached) return cached;

    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const address = await this.vet(url);
      let res;
      try {
        res = await this.deps.request(url, address, { timeoutMs: this.deps.timeoutMs, maxBytes: this.deps.maxBytes });
      } catch (err) {
        if (err instanceof UpstreamError && err.kind === 'timeout') throw new HttpError(504, 'Image host timed out');
        if (err instanceof UpstreamError && err.kind === 'too-large') throw new HttpError(502, 'Image is too large');
        throw new HttpError(502, 'Image could not be fetched');
      }
      if (res.status >= 300 && res.status < 400 && res.location) {
        try {
          url = new URL(res.location, url);
        } catch {
          throw new HttpError(502, 'Image host sent an invalid redirect');
        }
        continue;
      }
      if (res.status !== 200) throw new HttpError(502, `Image host answered ${res.status}`);
      if (res.body.length === 0) throw new HttpError(502, 'Image host sent an empty image');
      if (res.body.length > this.deps.maxBytes) throw new HttpError(502, 'Image is too large');
      const contentType = (res.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!contentType.startsWith('image/') || contentType.includes('svg')) {
        throw new HttpError(502, 'Image host did not send an image');
      }
      const image = { contentType, body: res.body };
      this.cache.set(key, image);
      return image;
    }
    throw new HttpError(502, 'Too many redirects');
  }
}
