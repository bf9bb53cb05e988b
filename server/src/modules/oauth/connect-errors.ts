// How a channel-connect attempt ends for the browser: always a redirect, never an error page. The register page
// reads `error` and shows the matching message (the texts live here so the server and page agree).
import { CONNECT_ERROR_MESSAGES, type ConnectErrorCode } from 'shared-api';

export { CONNECT_ERROR_MESSAGES, type ConnectErrorCode };

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
