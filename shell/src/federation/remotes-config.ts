// /remotes.json: container name → URL of its mf-manifest.json. Read at start so that swapping a URL swaps a
// remote with no shell rebuild.
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createResiliencePlugin } from './resilience-plugin';

export type RemotesConfig = Record<string, string>;

const CONTAINER_NAME = /^[A-Za-z_$][\w$]*$/;

/** Validates the parsed file and makes every URL absolute (relative URLs resolve against `base`). */
export function parseRemotesConfig(raw: unknown, base: string): RemotesConfig {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('remotes.json: expected an object');
  const result: RemotesConfig = {};
  for (const [name, url] of Object.entries(raw as Record<string, unknown>)) {
    if (!CONTAINER_NAME.test(name)) throw new Error(`remotes.json: "${name}" is not a valid container name`);
    if (typeof url !== 'string' || !url) throw new Error(`remotes.json: "${name}" needs a manifest URL`);
    result[name] = new URL(url, base).href;
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
