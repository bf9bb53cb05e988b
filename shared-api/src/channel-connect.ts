// How a YouTube channel-connect attempt ends: the server redirects to /register?error=<code> and the register
// page shows the matching message. One list, so the server and the page always agree.
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

/** The message for a `?error=` value of the register page, or null when it is not a connect error. */
export function connectErrorMessage(code: string | null | undefined): string | null {
  if (!code || !Object.prototype.hasOwnProperty.call(CONNECT_ERROR_MESSAGES, code)) return null;
  return CONNECT_ERROR_MESSAGES[code as ConnectErrorCode];
}
