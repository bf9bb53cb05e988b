// A local stand-in for the parts of Google the YouTube sync calls, over real HTTP so the Google adapter runs
// unchanged: the token endpoint's refresh_token grant, channels.list (by id, 50 at most, bearer token or API key,
// ETags with If-None-Match → 304) and playlistItems.list. Scenarios are scripted per test: revoke a refresh token
// (invalid_grant), exhaust the quota (403 quotaExceeded), change a channel's numbers.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { json, readBody } from './fake-http';
import { createHash } from 'node:crypto';

export const DATA_CLIENT_ID = 'collabhub-sync-client.apps.googleusercontent.com';
export const DATA_CLIENT_SECRET = 'collabhub-sync-secret';
export const DATA_API_KEY = 'AIza-collabhub-test-key';

export interface FakeChannelStats {
  subscribers: number;
  views: number;
  videos: number;
  hidden?: boolean;
  /** Newest upload; none when absent. */
  lastUpload?: string;
  /** The channel's public description (snippet.description). */
  description?: string;
}

export interface DataRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

export interface FakeYouTubeData {
  url: string;
  env: Record<string, string>;
  requests: DataRequest[];
  channels: Map<string, FakeChannelStats>;
  /** refresh token → its state. */
  refreshTokens: Map<string, 'valid' | 'revoked'>;
  /** While true every Data API call answers 403 quotaExceeded. */
  quotaExceeded: boolean;
  /** How many of the next requests have their connection dropped before any answer (a reset pooled socket). */
  dropNext: number;
  calls(path: '/youtube/v3/channels' | '/youtube/v3/playlistItems' | '/token'): DataRequest[];
  close(): Promise<void>;
}

const etagOf = (value: unknown) => `"${createHash('sha1').update(JSON.stringify(value)).digest('base64url')}"`;

export async function startFakeYouTubeData(): Promise<FakeYouTubeData> {
  const requests: DataRequest[] = [];
  const accessTokens = new Set<string>();
  const state: Pick<FakeYouTubeData, 'channels' | 'refreshTokens' | 'quotaExceeded' | 'dropNext'> = {
    channels: new Map(),
    refreshTokens: new Map(),
    quotaExceeded: false,
    dropNext: 0,
  };
  let issued = 0;

  const authorised = (req: IncomingMessage, query: URLSearchParams) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return (bearer !== undefined && accessTokens.has(bearer)) || query.get('key') === DATA_API_KEY;
  };

  const server = createServer((req, res) => {
    if (state.dropNext > 0) {
      state.dropNext--;
      req.socket.destroy();
      return;
    }
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, form });

      if (req.method === 'POST' && url.pathname === '/token') {
        if (form.client_id !== DATA_CLIENT_ID || form.client_secret !== DATA_CLIENT_SECRET) return json(res, 401, { error: 'invalid_client' });
        if (form.grant_type !== 'refresh_token') return json(res, 400, { error: 'unsupported_grant_type' });
        if (state.refreshTokens.get(form.refresh_token ?? '') !== 'valid') {
          return json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        }
        const token = `ya29.sync-${++issued}`;
        accessTokens.add(token);
        return json(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
      }

      if (url.pathname.startsWith('/youtube/v3/')) {
        if (!authorised(req, url.searchParams)) return json(res, 401, { error: { code: 401, errors: [{ reason: 'authError' }] } });
        if (state.quotaExceeded) {
          return json(res, 403, { error: { code: 403, message: 'quota', errors: [{ domain: 'youtube.quota', reason: 'quotaExceeded' }] } });
        }
      }

      if (req.method === 'GET' && url.pathname === '/youtube/v3/channels') {
        const ids = (url.searchParams.get('id') ?? '').split(',').filter(Boolean);
        if (ids.length === 0 || ids.length > 50) return json(res, 400, { error: { code: 400, errors: [{ reason: 'invalidFilters' }] } });
        const items = ids.flatMap((id) => {
          const c = state.channels.get(id);
          if (!c) return [];
          const statistics = {
            viewCount: String(c.views), subscriberCount: c.hidden ? '0' : String(c.subscribers),
            hiddenSubscriberCount: c.hidden === true, videoCount: String(c.videos),
          };
          const contentDetails = { relatedPlaylists: { uploads: `UU${id.slice(2)}` } };
          const snippet = { title: id, description: c.description ?? '' };
          return [{ kind: 'youtube#channel', etag: etagOf([id, statistics, snippet]), id, snippet, statistics, contentDetails }];
        });
        const etag = etagOf(items);
        if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
        return json(res, 200, { kind: 'youtube#channelListResponse', etag, pageInfo: { totalResults: items.length }, items }, { etag });
      }

      if (req.method === 'GET' && url.pathname === '/youtube/v3/playlistItems') {
        const playlist = url.searchParams.get('playlistId') ?? '';
        const channel = state.channels.get(`UC${playlist.slice(2)}`);
        if (!channel) return json(res, 404, { error: { code: 404, errors: [{ reason: 'playlistNotFound' }] } });
        const items = channel.lastUpload ? [{ contentDetails: { videoId: 'v1', videoPublishedAt: channel.lastUpload } }] : [];
        return json(res, 200, { kind: 'youtube#playlistItemListResponse', items });
      }

      json(res, 404, { error: 'not_found' });
    })().catch((err: unknown) => json(res, 500, { error: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(state, {
    url,
    env: {
      OAUTH_PROVIDER: 'google',
      GOOGLE_CLIENT_ID: DATA_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: DATA_CLIENT_SECRET,
      GOOGLE_TOKEN_URL: `${url}/token`,
      YOUTUBE_API_URL: `${url}/youtube/v3`,
      YOUTUBE_API_KEY: DATA_API_KEY,
    },
    requests,
    calls: (path: string) => requests.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  });
}
