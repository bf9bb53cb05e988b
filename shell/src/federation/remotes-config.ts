// /remotes.json: container name → URL of its mf-manifest.json. Read at start so that swapping a URL swaps a
// remote with no shell rebuild.
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createResiliencePlugin } from './resilience-plugin';

export type RemotesConfig = Record<string, string>;

const CONTAINER_NAME = /^[A-Za-z_$][\w$]*$/;

/** Why one entry cannot be used, or null. */
function entryProblem(name: string, url: unknown, base: string): string | null {
  if (!CONTAINER_NAME.test(name)) return `"${name}" is not a valid container name`;
  if (typeof url !== 'string' || !url) return `"${name}" needs a manifest URL`;
  try {
    new URL(url, base);
  } catch {
    return `"${name}" has an invalid manifest URL`;
  }
  return null;
}

/**
 * Validates the parsed file and makes every URL absolute (relative URLs resolve against `base`). A broken entry
 * is logged and left out, so only its remote fails (in its own slot); the others still load.
 */
export function parseRemotesConfig(raw: unknown, base: string, log: (message: string) => void = console.error): RemotesConfig {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('remotes.json: expected an object');
  const result: RemotesConfig = {};
  for (const [name, url] of Object.entries(raw as Record<string, unknown>)) {
    const problem = entryProblem(name, url, base);
    if (problem) log(`remotes.json: ${problem}; that remote is left out`);
    else result[name] = new URL(url as string, base).href;
  }
  return result;
}

export async function loadRemotesConfig(url = '/remotes.json'): Promise<RemotesConfig> {
  const res = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!res.ok) throw new Error(`Could not load ${url}: HTTP ${res.status}`);
  return parseRemotesConfig(await res.json(), window.location.href);
}

/** Installs the resilience plugin and registers every remote with the federation runtime. */
export function registerRuntimeRemotes(remotes: RemotesConfig): void {
  registerPlugins([createResiliencePlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}
