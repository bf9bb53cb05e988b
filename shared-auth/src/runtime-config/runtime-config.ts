// The runtime configuration the shell reads from /config.json at start, so one build runs in every
// environment (Firebase project, emulator, coming-soon flag) without a rebuild.
import { atom } from 'jotai';
import { parseRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from 'shared-api/runtime-config';

// The type and its parser are the API's (shared-api), so the server's /config.json and this reader cannot drift.
export { parseRuntimeConfig, RuntimeConfigError, type RuntimeConfig };
export type { FirebaseWebConfig } from 'shared-api/runtime-config';

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
