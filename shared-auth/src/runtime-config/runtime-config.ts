// The runtime configuration the shell reads from /config.json at start, so one build runs in every
// environment (Firebase project, emulator, coming-soon flag) without a rebuild.
import { atom } from 'jotai';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

export interface RuntimeConfig {
  appName: string;
  comingSoon: boolean;
  /** ISO date of the launch, shown on the coming-soon page; may be empty. */
  launchDate: string;
  /** Prefix for API calls; '' means same origin. */
  apiBaseUrl: string;
  firebase: FirebaseWebConfig;
  /** Firebase Auth emulator address (e.g. http://127.0.0.1:9099); '' or absent in production. */
  authEmulatorUrl?: string;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function requireString(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new RuntimeConfigError(`config.json: "${field}" must be a string`);
  return value;
}

/** Validates the parsed /config.json; throws RuntimeConfigError naming the first bad field. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!raw || typeof raw !== 'object') throw new RuntimeConfigError('config.json: expected a JSON object');
  const value = raw as Record<string, unknown>;
  const firebase = value.firebase as Record<string, unknown> | undefined;
  if (!firebase || typeof firebase !== 'object') throw new RuntimeConfigError('config.json: "firebase" is required');
  const emulator = value.authEmulatorUrl;
  return {
    appName: typeof value.appName === 'string' && value.appName ? value.appName : 'CollabHub',
    comingSoon: value.comingSoon === true,
    launchDate: typeof value.launchDate === 'string' ? value.launchDate : '',
    apiBaseUrl: typeof value.apiBaseUrl === 'string' ? value.apiBaseUrl.replace(/\/+$/, '') : '',
    firebase: {
      apiKey: requireString(firebase.apiKey, 'firebase.apiKey'),
      authDomain: requireString(firebase.authDomain, 'firebase.authDomain'),
      projectId: requireString(firebase.projectId, 'firebase.projectId'),
    },
    ...(typeof emulator === 'string' && emulator ? { authEmulatorUrl: emulator } : {}),
  };
}

/** Fetches and validates the runtime config (default `/config.json`). */
export async function loadRuntimeConfig(url = '/config.json', fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const res = await fetchImpl(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!res.ok) throw new RuntimeConfigError(`Could not load ${url}: HTTP ${res.status}`);
  return parseRuntimeConfig(await res.json());
}

/** The active runtime config, set once by the shell (or a remote's standalone harness) before rendering. */
export const runtimeConfigAtom = atom<RuntimeConfig | null>(null);

let currentConfig: RuntimeConfig | null = null;

/** Records the config for non-React code (authFetch's base URL). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  currentConfig = config;
}

export function getRuntimeConfig(): RuntimeConfig | null {
  return currentConfig;
}
