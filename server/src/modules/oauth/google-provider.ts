// The Google adapter: OAuth 2.0 authorization-code flow with PKCE, then channels.list?mine=true with the access
// token. The token is used for this one read and never stored.
import { z } from 'zod';
import type { Config } from '../../config';
import { ChannelConnectError } from './connect-errors';
import type { ChannelConnectProvider, CodeExchange, YouTubeChannelProfile } from './provider';
import { channelListSchema, toChannelProfile } from './youtube-channel';

export const YOUTUBE_READONLY_SCOPE = 'https://www.googleapis.com/auth/youtube.readonly';
export const CALLBACK_PATH = '/api/oauth2/callback/google';
const HTTP_TIMEOUT_MS = 10_000;

const tokenResponseSchema = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1).max(2000).optional() });

export interface GoogleProviderOptions {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  youtubeApiUrl: string;
  redirectUri: string;
}

export function googleOptionsFrom(config: Config): GoogleProviderOptions {
  const { clientId, clientSecret, authUrl, tokenUrl, youtubeApiUrl } = config.oauth;
  // loadConfig already refuses OAUTH_PROVIDER=google without both; this guards other callers.
  if (!clientId || !clientSecret) throw new Error('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required');
  return { clientId, clientSecret, authUrl, tokenUrl, youtubeApiUrl, redirectUri: `${config.publicUrl}${CALLBACK_PATH}` };
}

async function readJson(res: Response, what: string): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    throw new ChannelConnectError('youtube', `${what}: response is not JSON`);
  }
}

async function request(url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  } catch (err) {
    throw new ChannelConnectError('youtube', `${what}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

async function exchangeCode(
  o: GoogleProviderOptions, code: string, codeVerifier: string,
): Promise<{ accessToken: string; refreshToken: string | null }> {
  const res = await request(o.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: o.redirectUri,
      client_id: o.clientId,
      client_secret: o.clientSecret,
      code_verifier: codeVerifier,
    }).toString(),
  }, 'token');
  if (!res.ok) throw new ChannelConnectError('youtube', `token endpoint answered ${res.status}`);
  const token = tokenResponseSchema.safeParse(await readJson(res, 'token'));
  if (!token.success) throw new ChannelConnectError('youtube', 'token endpoint: no access_token');
  return { accessToken: token.data.access_token, refreshToken: token.data.refresh_token ?? null };
}

export function createGoogleProvider(o: GoogleProviderOptions): ChannelConnectProvider {
  return {
    authorizationUrl({ state, codeChallenge }) {
      const url = new URL(o.authUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: o.clientId,
        redirect_uri: o.redirectUri,
        scope: YOUTUBE_READONLY_SCOPE,
        // A refresh token, so the sync can keep the channel's numbers verified (stored encrypted).
        access_type: 'offline',
        prompt: 'consent',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    async fetchChannel({ code, codeVerifier }: CodeExchange): Promise<YouTubeChannelProfile> {
      const { accessToken, refreshToken } = await exchangeCode(o, code, codeVerifier);
      const res = await request(`${o.youtubeApiUrl}/channels?part=snippet,statistics&mine=true`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      }, 'channels.list');
      if (!res.ok) throw new ChannelConnectError('youtube', `channels.list answered ${res.status}`);
      const list = channelListSchema.safeParse(await readJson(res, 'channels.list'));
      if (!list.success) throw new ChannelConnectError('youtube', 'channels.list: unexpected response');
      const item = list.data.items?.[0];
      if (item === undefined) throw new ChannelConnectError('no-channel', 'The account has no YouTube channel');
      return { ...toChannelProfile(item), refreshToken };
    },
  };
}
