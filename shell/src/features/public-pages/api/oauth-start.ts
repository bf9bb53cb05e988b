import { getRuntimeConfig } from 'shared-auth';

/** The backend's OAuth start for the YouTube channel connection (SPEC §7: provider id `google`). */
export function youtubeConnectUrl(): string {
  return `${getRuntimeConfig()?.apiBaseUrl ?? ''}/api/oauth2/authorization/google`;
}
