// GET /config.json: the front end's runtime configuration, as the server sends it and as the browser reads it.
// Zod-free, so the shell's start-up path can validate it without carrying zod.

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

export interface RuntimeConfig {
  appName: string;
  comingSoon: boolean;
  /** ISO date of the launch, shown on the coming-soon page; null when none is set. */
  launchDate: string | null;
  /** Prefix for API calls; '' means same origin. */
  apiBaseUrl: string;
  firebase: FirebaseWebConfig;
  /** Firebase Auth emulator address (e.g. http://127.0.0.1:9099); null in production. */
  authEmulatorUrl: string | null;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function requireString(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new RuntimeConfigError(`config.json: "${field}" must be a string`);
  return value;
}

/**
 * Validates a parsed /config.json and fills the optional fields, so an older or hand-written file still works;
 * throws RuntimeConfigError naming the first bad field.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!raw || typeof raw !== 'object') throw new RuntimeConfigError('config.json: expected a JSON object');
  const value = raw as Record<string, unknown>;
  const firebase = value.firebase as Record<string, unknown> | undefined;
  if (!firebase || typeof firebase !== 'object') throw new RuntimeConfigError('config.json: "firebase" is required');
  const emulator = value.authEmulatorUrl;
  return {
    appName: typeof value.appName === 'string' && value.appName ? value.appName : 'CollabHub',
    comingSoon: value.comingSoon === true,
    launchDate: typeof value.launchDate === 'string' ? value.launchDate : null,
    apiBaseUrl: typeof value.apiBaseUrl === 'string' ? value.apiBaseUrl.replace(/\/+$/, '') : '',
    firebase: {
      apiKey: requireString(firebase.apiKey, 'firebase.apiKey'),
      authDomain: requireString(firebase.authDomain, 'firebase.authDomain'),
      projectId: requireString(firebase.projectId, 'firebase.projectId'),
    },
    authEmulatorUrl: typeof emulator === 'string' && emulator ? emulator : null,
  };
}
