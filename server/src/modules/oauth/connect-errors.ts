// How a channel-connect attempt ends for the browser: always a redirect, never an error page. The register page
// reads `error` and shows the matching message (the texts live here so the server and page agree).
export const CONNECT_ERROR_MESSAGES = {
  session: 'Your session has expired. Please sign in again.',
  state: 'The connection request expired or did not come from this browser. Please try connecting again.',
  access_denied: 'YouTube access was not granted. Connect your channel to continue registration.',
  youtube: 'We could not read your channel from YouTube. Please try again in a moment.',
  'no-channel': 'This Google account has no YouTube channel. Create a channel on YouTube, then connect again.',
  'channel-owned': 'This YouTube channel is already connected to another CollabHub account.',
  server: 'Something went wrong while connecting your channel. Please try again.',
} as const;

export type ConnectErrorCode = keyof typeof CONNECT_ERROR_MESSAGES;

/** A failure of the identity provider or the YouTube Data API; the message is for the log only. */
export class ChannelConnectError extends Error {
  override name = 'ChannelConnectError';
  constructor(
    readonly code: Extract<ConnectErrorCode, 'youtube' | 'no-channel' | 'access_denied'>,
    message: string,
  ) {
    super(message);
  }
}

export const CONNECT_SUCCESS_PATH = '/register?oauth2Success=true';

export function connectErrorPath(code: ConnectErrorCode): string {
  if (code === 'session') return '/login?error=session';
  return `/register?error=${encodeURIComponent(code)}`;
}
