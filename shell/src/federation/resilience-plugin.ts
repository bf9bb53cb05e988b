// Module Federation runtime plugin: retries failed manifest and remote-entry loads with backoff and records
// a classified reason for every load error, so one unreachable remote never blanks the shell.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithRetry, retryDelay, type RetryOptions } from './fetch-with-retry';
import { classifyLoadError, type LoadErrorKind } from './load-error';

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];
type EntryExports = Exclude<Awaited<ReturnType<LoadEntryErrorArgs['getRemoteEntry']>>, false | void> | undefined;

export interface LoadFailure {
  id: string;
  kind: LoadErrorKind;
  lifecycle: string;
  error: unknown;
}

export interface ResiliencePluginOptions extends RetryOptions {
  onLoadError?: (failure: LoadFailure) => void;
}

export function createResiliencePlugin({
  onLoadError = (f) => console.warn(`[federation] ${f.id}: ${f.kind} error during ${f.lifecycle}`, f.error),
  ...retry
}: ResiliencePluginOptions = {}): ModuleFederationRuntimePlugin {
  const retries = retry.retries ?? 2;
  const baseDelayMs = retry.baseDelayMs ?? 300;
  const sleep = retry.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  return {
    name: 'collabhub-resilience-plugin',
    // Manifest requests (mf-manifest.json).
    fetch(url, init) {
      return fetchWithRetry(url, init, { ...retry, retries, baseDelayMs, sleep });
    },
    // remoteEntry.js script failures: try again after a pause, with the cached failed attempt dropped.
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retryEntry = async (): Promise<EntryExports> => {
        for (let attempt = 1; attempt <= retries; attempt += 1) {
          await sleep(retryDelay(attempt, baseDelayMs));
          delete globalLoading[uniqueKey];
          try {
            const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (exports) return exports;
          } catch {
            // next attempt
          }
        }
        return undefined;
      };
      // The hook's declared result is a promise of a promise; the runtime awaits whatever comes back.
      return retryEntry() as unknown as Promise<Promise<EntryExports> | undefined>;
    },
    // Every failed load: classify and report; returning nothing lets the error reach the error boundary.
    errorLoadRemote({ id, error, lifecycle }) {
      onLoadError({ id, kind: classifyLoadError(error), lifecycle, error });
      return undefined;
    },
  };
}
