// A local stand-in for Google's OAuth 2.0 endpoints and the YouTube Data API channels.list, served over real
// HTTP so the server's Google adapter runs unchanged. It enforces what Google enforces for the code flow:
// client credentials, redirect_uri, one-time codes and the PKCE S256 verifier.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { json, readBody } from './fake-http';

export const FAKE_CLIENT_ID = 'collabhub-test-client.apps.googleusercontent.com';
export const FAKE_CLIENT_SECRET = 'collabhub-test-secret';

export interface FakeChannelItem {
  id: string;
  snippet: Record<string, unknown>;
  statistics?: Record<string, unknown>;
}

/** What the signed-in Google account looks like once consent is given. */
export interface FakeGrant {
  /** The account's channel; null for an account without one. */
  channel: FakeChannelItem | null;
  /** channels.list fails with this status (e.g. 500). */
  apiStatus?: number;
}

interface AuthorizationRecord extends FakeGrant {
  state: string;
  codeChallenge: string;
  redirectUri: string;
  used: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

export interface FakeGoogle {
  url: string;
  /** The env variables pointing the server at this fake. */
  env: Record<string, string>;
  requests: RecordedRequest[];
  /** Follows the server's redirect to the consent screen and "allows": returns the callback path with code and state. */
  consent(authorizationLocation: string, grant: FakeGrant): string;
  /** The callback path Google uses when the user denies access. */
  deny(authorizationLocation: string): string;
  close(): Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const codes = new Map<string, AuthorizationRecord>();
  const tokens = new Map<string, AuthorizationRecord>();
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = await readBody(req);
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: req.method ?? '', path: `${url.pathname}${url.search}`, headers: req.headers, form });

      if (req.method === 'POST' && url.pathname === '/token') {
        if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
          return json(res, 400, { error: 'invalid_request' });
        }
        if (form.client_id !== FAKE_CLIENT_ID || form.client_secret !== FAKE_CLIENT_SECRET) {
          return json(res, 401, { error: 'invalid_client' });
        }
        const record = codes.get(form.code ?? '');
        const verifierOk = record !== undefined && form.code_verifier !== undefined &&
          createHash('sha256').update(form.code_verifier).digest('base64url') === record.codeChallenge;
        if (form.grant_type !== 'authorization_code' || !record || record.used || !verifierOk ||
          form.redirect_uri !== record.redirectUri) {
          return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        }
        record.used = true;
        const token = `ya29.${randomBytes(16).toString('hex')}`;
        tokens.set(token, record);
        return json(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer', scope: 'https://www.googleapis.com/auth/youtube.readonly' });
      }

      if (req.method === 'GET' && url.pathname === '/youtube/v3/channels') {
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const record = token ? tokens.get(token) : undefined;
        if (!record) return json(res, 401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } });
        if (url.searchParams.get('part') !== 'snippet,statistics' || url.searchParams.get('mine') !== 'true') {
          return json(res, 400, { error: { code: 400, message: 'Unexpected query' } });
        }
        if (record.apiStatus) return json(res, record.apiStatus, { error: { code: record.apiStatus, message: 'Backend Error' } });
        const items = record.channel ? [{ kind: 'youtube#channel', etag: 'etag', ...record.channel }] : [];
        return json(res, 200, { kind: 'youtube#channelListResponse', pageInfo: { totalResults: items.length }, items });
      }

      json(res, 404, { error: 'not_found' });
    })().catch((err: unknown) => json(res, 500, { error: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const authorizationParams = (location: string) => {
    const auth = new URL(location);
    const p = auth.searchParams;
    const state = p.get('state');
    const redirectUri = p.get('redirect_uri');
    const codeChallenge = p.get('code_challenge');
    if (!state || !redirectUri || !codeChallenge || p.get('code_challenge_method') !== 'S256') {
      throw new Error(`not a PKCE authorization request: ${location}`);
    }
    return { state, redirectUri, codeChallenge };
  };
  const callbackPath = (redirectUri: string, params: Record<string, string>) => {
    const target = new URL(redirectUri);
    return `${target.pathname}?${new URLSearchParams(params).toString()}`;
  };

  return {
    url,
    env: {
      OAUTH_PROVIDER: 'google',
      GOOGLE_CLIENT_ID: FAKE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: FAKE_CLIENT_SECRET,
      GOOGLE_AUTH_URL: `${url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${url}/token`,
      YOUTUBE_API_URL: `${url}/youtube/v3`,
    },
    requests,
    consent(location, grant) {
      const { state, redirectUri, codeChallenge } = authorizationParams(location);
      const code = `4/${randomBytes(24).toString('base64url')}`;
      codes.set(code, { ...grant, state, codeChallenge, redirectUri, used: false });
      return callbackPath(redirectUri, { state, code, scope: 'https://www.googleapis.com/auth/youtube.readonly' });
    },
    deny(location) {
      const { state, redirectUri } = authorizationParams(location);
      return callbackPath(redirectUri, { error: 'access_denied', state });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}

/** A channels.list item as YouTube returns it. */
export function youtubeChannelItem(overrides: { id?: string; title?: string; customUrl?: string; hidden?: boolean } = {}): FakeChannelItem {
  const id = overrides.id ?? `UC${randomBytes(11).toString('hex')}`;
  return {
    id,
    snippet: {
      title: overrides.title ?? 'Maple Street Kitchen',
      description: 'Weeknight recipes from a tiny kitchen.',
      customUrl: overrides.customUrl ?? '@maplestreetkitchen',
      publishedAt: '2019-04-02T10:00:00Z',
      thumbnails: {
        default: { url: `https://yt3.ggpht.com/${id}=s88`, width: 88, height: 88 },
        medium: { url: `https://yt3.ggpht.com/${id}=s240`, width: 240, height: 240 },
        high: { url: `https://yt3.ggpht.com/${id}=s800`, width: 800, height: 800 },
      },
      country: 'CA',
    },
    statistics: overrides.hidden
      ? { viewCount: '987654', subscriberCount: '0', hiddenSubscriberCount: true, videoCount: '321' }
      : { viewCount: '1234567', subscriberCount: '45600', hiddenSubscriberCount: false, videoCount: '210' },
  };
}
