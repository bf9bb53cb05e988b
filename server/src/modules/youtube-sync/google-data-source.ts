// The Google adapter of the sync: the OAuth token endpoint (refresh_token grant) and the YouTube Data API v3.
// Base URLs come from the configuration, so the tests run this code unchanged against a local fake of Google.
import { z } from 'zod';
import {
  GrantRevokedError, QuotaExceededError, YouTubeCallError,
  type ChannelListResult, type ChannelStatsItem, type DataApiAuth, type YouTubeDataSource,
} from './data-source';

const HTTP_TIMEOUT_MS = 15_000;

export interface GoogleDataSourceOptions {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  youtubeApiUrl: string;
  /** The Data API key for public reads of non-member channels; without it those reads are refused. */
  apiKey: string | undefined;
}

const tokenSchema = z.object({ access_token: z.string().min(1) });
const errorSchema = z.object({
  error: z.union([
    z.string(),
    z.object({ errors: z.array(z.object({ reason: z.string().optional() })).optional() }),
  ]),
});
const count = z.string().regex(/^\d+$/).transform(Number).optional();
const channelsSchema = z.object({
  etag: z.string().optional(),
  items: z.array(z.object({
    id: z.string().min(1).max(64),
    etag: z.string().optional(),
    snippet: z.object({ description: z.string().optional() }).optional(),
    statistics: z.object({
      viewCount: count, subscriberCount: count, videoCount: count, hiddenSubscriberCount: z.boolean().optional(),
    }).optional(),
    contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string().optional() }).optional() }).optional(),
  })).optional(),
});
const playlistSchema = z.object({
  items: z.array(z.object({
    contentDetails: z.object({ videoPublishedAt: z.string().optional() }).optional(),
    snippet: z.object({ publishedAt: z.string().optional() }).optional(),
  })).optional(),
});

/**
 * A connection error before any answer (not a timeout): a kept-alive socket the far end closed just then. Read by
 * shape, not instanceof: fetch's errors may come from another realm (a test sandbox).
 */
const isConnectionError = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as Error).name === 'TypeError' && (err as Error).message === 'fetch failed';

/** An error's message and its cause's (undici puts the socket's reason there), by shape for the same reason. */
function describeError(err: unknown): string {
  const message = (e: unknown) => (typeof e === 'object' && e !== null && typeof (e as Error).message === 'string' ? (e as Error).message : String(e));
  const cause = typeof err === 'object' && err !== null ? (err as Error).cause : undefined;
  return cause === undefined ? message(err) : `${message(err)} (${message(cause)})`;
}

async function call(url: string, init: RequestInit): Promise<Response> {
  // A read is safe to send again once when its pooled connection was reset under it; a POST (the token grant) is not.
  const attempts = (init.method ?? 'GET') === 'GET' ? 2 : 1;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
    } catch (err) {
      if (attempt < attempts && isConnectionError(err)) continue;
      throw new YouTubeCallError(`${new URL(url).pathname}: ${describeError(err)}`, 0);
    }
  }
}

async function body(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/** Turns an error answer into the error the sync acts on. */
async function failure(res: Response, what: string): Promise<Error> {
  const parsed = errorSchema.safeParse(await body(res));
  const error = parsed.success ? parsed.data.error : null;
  const reasons = typeof error === 'object' && error ? (error.errors ?? []).map((e) => e.reason) : [];
  if (res.status === 403 && reasons.some((r) => r === 'quotaExceeded' || r === 'dailyLimitExceeded')) {
    return new QuotaExceededError(`${what}: quota exceeded`);
  }
  if (error === 'invalid_grant') return new GrantRevokedError(`${what}: the grant was revoked or expired`);
  return new YouTubeCallError(`${what} answered ${res.status}`, res.status);
}

export function createGoogleDataSource(o: GoogleDataSourceOptions): YouTubeDataSource {
  const dataUrl = (path: string, params: Record<string, string>, auth: DataApiAuth) => {
    const query = new URLSearchParams(params);
    if ('apiKey' in auth) {
      if (!o.apiKey) throw new YouTubeCallError('YOUTUBE_API_KEY is not set: public channel reads are off', 0);
      query.set('key', o.apiKey);
    }
    return `${o.youtubeApiUrl}/${path}?${query.toString()}`;
  };
  const headers = (auth: DataApiAuth, extra: Record<string, string> = {}) => ({
    accept: 'application/json',
    ...('accessToken' in auth ? { authorization: `Bearer ${auth.accessToken}` } : {}),
    ...extra,
  });

  return {
    async refreshAccessToken(refreshToken) {
      const res = await call(o.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'refresh_token', refresh_token: refreshToken, client_id: o.clientId, client_secret: o.clientSecret,
        }).toString(),
      });
      if (!res.ok) throw await failure(res, 'token');
      const token = tokenSchema.safeParse(await body(res));
      if (!token.success) throw new YouTubeCallError('token endpoint: no access_token', res.status);
      return token.data.access_token;
    },

    async listChannels(youtubeIds, auth, etag): Promise<ChannelListResult> {
      if (youtubeIds.length === 0 || youtubeIds.length > 50) throw new Error('channels.list takes 1 to 50 ids');
      const url = dataUrl('channels', {
        part: 'snippet,statistics,contentDetails', id: youtubeIds.join(','), maxResults: '50',
      }, auth);
      const res = await call(url, { headers: headers(auth, etag ? { 'if-none-match': etag } : {}) });
      if (res.status === 304) return { notModified: true };
      if (!res.ok) throw await failure(res, 'channels.list');
      const parsed = channelsSchema.safeParse(await body(res));
      if (!parsed.success) throw new YouTubeCallError('channels.list: unexpected response', res.status);
      const items: ChannelStatsItem[] = (parsed.data.items ?? []).map((item) => {
        const hidden = item.statistics?.hiddenSubscriberCount === true;
        return {
          youtubeId: item.id,
          etag: item.etag ?? null,
          subscribers: hidden ? 0 : Math.min(item.statistics?.subscriberCount ?? 0, Number.MAX_SAFE_INTEGER),
          subscribersHidden: hidden,
          views: Math.min(item.statistics?.viewCount ?? 0, Number.MAX_SAFE_INTEGER),
          videos: Math.min(item.statistics?.videoCount ?? 0, 2_147_483_647),
          uploadsPlaylistId: item.contentDetails?.relatedPlaylists?.uploads?.slice(0, 64) ?? null,
          description: item.snippet?.description?.slice(0, 5000) ?? null,
        };
      });
      return { notModified: false, etag: parsed.data.etag ?? res.headers.get('etag'), items };
    },

    async latestUpload(playlistId, auth) {
      const url = dataUrl('playlistItems', { part: 'contentDetails', playlistId, maxResults: '1' }, auth);
      const res = await call(url, { headers: headers(auth) });
      if (res.status === 404) return null; // an empty channel has no uploads playlist
      if (!res.ok) throw await failure(res, 'playlistItems.list');
      const parsed = playlistSchema.safeParse(await body(res));
      const first = parsed.success ? parsed.data.items?.[0] : undefined;
      const published = first?.contentDetails?.videoPublishedAt ?? first?.snippet?.publishedAt;
      const at = published ? new Date(published) : null;
      return at && !Number.isNaN(at.getTime()) ? at : null;
    },
  };
}
