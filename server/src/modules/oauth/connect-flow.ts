// The provider-independent steps of a channel connect: start (state + PKCE) and complete (state check, code
// redemption, store-or-claim). Each outcome is a path the browser is redirected to.
import { isStorableText } from 'shared-api';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema';
import type { ChannelClaims } from './channel-claim';
import { ChannelConnectError, connectErrorPath, CONNECT_SUCCESS_PATH } from './connect-errors';
import type { FlowStore } from './flow-store';
import { codeChallengeOf, codeVerifierFor, newState } from './pkce';
import type { ChannelConnectProvider, YouTubeChannelProfile } from './provider';

const MAX_PARAM_LENGTH = 2048;

/** A single string query parameter; repeated, missing or oversized values count as absent. */
export function queryParam(query: unknown, name: string): string | null {
  const value = (query as Record<string, unknown> | null)?.[name];
  // A value the database cannot store (U+0000) cannot name a stored flow either.
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_PARAM_LENGTH && isStorableText(value)
    ? value
    : null;
}

export class ConnectFlow {
  constructor(
    private readonly provider: ChannelConnectProvider,
    private readonly flows: FlowStore,
    private readonly claims: ChannelClaims,
    private readonly secret: string,
    /** Receives the grant of a successful connect (the YouTube sync); a reconnect clears a revoked state. */
    private readonly onConnected?: (connected: { userId: number; channelId: number; refreshToken: string | null }) => Promise<void>,
  ) {}

  async start(user: UserRow): Promise<string> {
    const state = newState();
    await this.flows.start(user.id, state);
    return this.provider.authorizationUrl({ state, codeChallenge: codeChallengeOf(codeVerifierFor(state, this.secret)) });
  }

  async complete(user: UserRow, query: unknown, log: FastifyBaseLogger): Promise<string> {
    const state = queryParam(query, 'state');
    if (!state || !(await this.flows.consume(user.id, state))) return connectErrorPath('state');

    const error = queryParam(query, 'error');
    if (error) {
      log.info({ providerError: error.slice(0, 100) }, 'channel connect ended by the provider');
      return connectErrorPath(error === 'access_denied' ? 'access_denied' : 'youtube');
    }
    const code = queryParam(query, 'code');
    if (!code) return connectErrorPath('youtube');

    let profile: YouTubeChannelProfile;
    try {
      profile = await this.provider.fetchChannel({ code, state, codeVerifier: codeVerifierFor(state, this.secret) });
    } catch (err) {
      if (!(err instanceof ChannelConnectError)) throw err;
      log.warn({ reason: err.message }, 'channel connect failed at the provider');
      return connectErrorPath(err.code);
    }
    const result = await this.claims.storeOrClaim(user.id, profile);
    if (result.kind === 'owned-by-other') {
      log.warn({ youtubeId: profile.youtubeId }, 'channel connect refused: channel owned by another user');
      return connectErrorPath('channel-owned');
    }
    await this.onConnected?.({ userId: user.id, channelId: result.channelId, refreshToken: profile.refreshToken ?? null });
    return CONNECT_SUCCESS_PATH;
  }
}
