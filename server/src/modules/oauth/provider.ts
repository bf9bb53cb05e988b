// What a channel-connect provider does: send the browser to its consent step, then turn the returned code into
// the caller's channel. The Google adapter and the development provider both implement it.

/** A channel as the YouTube Data API describes it, already mapped to our column meanings. */
export interface YouTubeChannelProfile {
  youtubeId: string;
  name: string;
  handle: string | null;
  link: string;
  thumbnail: string;
  description: string | null;
  country: string | null;
  /** 0 when the owner hides the count (then subscribersHidden is true). */
  subscribers: number;
  subscribersHidden: boolean;
  views: number;
  videos: number;
  /** The offline grant the YouTube sync renews access with (absent when the provider gave none). */
  refreshToken?: string | null;
}

export interface AuthorizationRequest {
  state: string;
  codeChallenge: string;
}

export interface CodeExchange {
  code: string;
  state: string;
  codeVerifier: string;
}

export interface ChannelConnectProvider {
  /** Where the start route sends the browser (absolute, or a path on this server). */
  authorizationUrl(request: AuthorizationRequest): string;
  /** Redeems the code and reads the channel; throws ChannelConnectError on any provider failure. */
  fetchChannel(exchange: CodeExchange): Promise<YouTubeChannelProfile>;
}
