// The development provider: a stand-in for Google and YouTube on a machine without OAuth client credentials.
// Its consent page (dev-routes.ts) issues a one-time code for the picked or newly described channel; redeeming
// the code with the PKCE verifier yields the channel profile, which then goes through the same store-or-claim
// step as a real YouTube channel. Codes live in memory: this provider serves a single development process.
import { randomBytes } from 'node:crypto';
import type { ChannelRepository } from '../channels/repository';
import { ChannelConnectError } from './connect-errors';
import { codeChallengeOf } from './pkce';
import type { ChannelConnectProvider, CodeExchange, YouTubeChannelProfile } from './provider';
import { fallbackThumbnail } from './youtube-channel';
import { DEV_REFRESH_PREFIX } from '../youtube-sync/dev-data-source';

export const DEV_AUTHORIZE_PATH = '/api/dev-oauth/authorize';
const CODE_TTL_MS = 2 * 60 * 1000;
const MAX_PENDING_CODES = 1000;

export type DevChoice =
  | { kind: 'existing'; channelId: number }
  | { kind: 'new'; name: string; handle: string | null };

interface PendingCode {
  state: string;
  codeChallenge: string;
  choice: DevChoice;
  expiresAt: number;
}

export interface DevProvider extends ChannelConnectProvider {
  /** Issues the one-time code the consent page hands to the callback. */
  issueCode(grant: { state: string; codeChallenge: string; choice: DevChoice }): string;
}

export function createDevProvider(channelRepo: ChannelRepository): DevProvider {
  const codes = new Map<string, PendingCode>();

  const sweep = () => {
    const now = Date.now();
    for (const [code, pending] of codes) if (pending.expiresAt <= now) codes.delete(code);
    // Bound memory even if codes are issued and never redeemed.
    while (codes.size >= MAX_PENDING_CODES) {
      const oldest = codes.keys().next().value;
      if (oldest === undefined) break;
      codes.delete(oldest);
    }
  };

  const profileFor = async (choice: DevChoice): Promise<YouTubeChannelProfile> => {
    if (choice.kind === 'new') {
      const youtubeId = `UC${randomBytes(16).toString('base64url').slice(0, 22)}`;
      return {
        youtubeId,
        name: choice.name,
        handle: choice.handle,
        link: `https://www.youtube.com/channel/${youtubeId}`,
        thumbnail: fallbackThumbnail(`${choice.name}-${youtubeId.slice(-6)}`),
        description: null,
        country: null,
        subscribers: 0,
        subscribersHidden: false,
        views: 0,
        videos: 0,
      };
    }
    const row = await channelRepo.findById(choice.channelId);
    if (!row) throw new ChannelConnectError('youtube', `Development channel ${choice.channelId} no longer exists`);
    return {
      youtubeId: row.youtubeId,
      name: row.name,
      handle: row.handle,
      link: row.link ?? `https://www.youtube.com/channel/${row.youtubeId}`,
      thumbnail: row.thumbnail,
      description: row.description,
      country: row.country,
      subscribers: Number(row.subscribers),
      subscribersHidden: false,
      views: Number(row.views),
      videos: row.videos,
    };
  };

  return {
    authorizationUrl({ state, codeChallenge }) {
      const query = new URLSearchParams({ state, code_challenge: codeChallenge, code_challenge_method: 'S256' });
      return `${DEV_AUTHORIZE_PATH}?${query.toString()}`;
    },

    issueCode({ state, codeChallenge, choice }) {
      sweep();
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { state, codeChallenge, choice, expiresAt: Date.now() + CODE_TTL_MS });
      return code;
    },

    async fetchChannel({ code, state, codeVerifier }: CodeExchange) {
      const pending = codes.get(code);
      codes.delete(code);
      // The same checks an authorization server makes: unknown, reused, expired, other flow, wrong verifier.
      if (
        !pending ||
        pending.expiresAt <= Date.now() ||
        pending.state !== state ||
        pending.codeChallenge !== codeChallengeOf(codeVerifier)
      ) {
        throw new ChannelConnectError('youtube', 'Invalid or expired development authorization code');
      }
      const profile = await profileFor(pending.choice);
      // The development sync accepts this grant (see youtube-sync/dev-data-source.ts).
      return { ...profile, refreshToken: `${DEV_REFRESH_PREFIX}${profile.youtubeId}` };
    },
  };
}
