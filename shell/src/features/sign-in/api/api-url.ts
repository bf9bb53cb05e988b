import { getRuntimeConfig } from 'shared-auth';

/** An /api path on the configured API origin ('' = same origin), for calls that need the raw Response. */
export function apiUrl(path: string): string {
  return `${getRuntimeConfig()?.apiBaseUrl ?? ''}${path}`;
}
