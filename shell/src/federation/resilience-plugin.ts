// Module Federation runtime plugin: retries failed manifest and remote-entry loads with backoff, refuses a remote
// whose manifest shows shared singletons of another major version than this page runs (version skew), reports one
// built against a newer minor, and records a classified reason for every load error, so one unreachable or
// mismatched remote never blanks the shell.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithRetry, retryDelay, type RetryOptions } from './fetch-with-retry';
import { classifyLoadError, type LoadErrorKind } from './load-error';
import { findNewerMinors, findVersionSkew, newerMinorWarning, VersionSkewError, type ManifestShared } from './version-skew';

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];
type EntryExports = Exclude<Awaited<ReturnType<LoadEntryErrorArgs['getRemoteEntry']>>, false | void> | undefined;
type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];
type ShareInfos = SnapshotArgs['options']['shared'];

/** Package → version this page provides: the host's own entry of each shared package. */
export function pageSharedVersions(shared: ShareInfos, hostName: string): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [name, providers] of Object.entries(shared)) {
    const own = providers.find((p) => p.from === hostName) ?? providers[0];
    if (own?.version) versions[name] = own.version;
  }
  return versions;
}

function reportLoadError(f: LoadFailure): void {
  // The guard's message is the whole explanation; other failures keep their cause for the developer.
  if (f.kind === 'version') {
    const reason = f.error instanceof VersionSkewError ? f.error.reason : f.error instanceof Error ? f.error.message : String(f.error);
    console.error(`[federation] ${reason}`);
  }
  else console.warn(`[federation] ${f.id}: ${f.kind} error during ${f.lifecycle}`, f.error);
}

export interface LoadFailure {
  id: string;
  kind: LoadErrorKind;
  lifecycle: string;
  error: unknown;
}

export interface ResiliencePluginOptions extends RetryOptions {
  onLoadError?: (failure: LoadFailure) => void;
  /** A remote that loads although it was built against newer minors of shared singletons (default: console.warn). */
  onNewerMinor?: (warning: string) => void;
}

const reportNewerMinor = (warning: string): void => console.warn(`[federation] ${warning}`);

export function createResiliencePlugin({
  onLoadError = reportLoadError,
  onNewerMinor = reportNewerMinor,
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
    // Runs once per manifest, before any of the remote's code: a skewed remote fails here, cleanly.
    async loadRemoteSnapshot(args) {
      if (args.from === 'manifest' && args.manifestJson) {
        const remoteShared = (args.manifestJson.shared ?? []) as ManifestShared[];
        const pageHas = pageSharedVersions(args.options.shared, args.options.name);
        const skews = findVersionSkew(remoteShared, pageHas);
        if (skews.length) throw new VersionSkewError(args.moduleInfo.name, skews);
        const ahead = findNewerMinors(remoteShared, pageHas);
        if (ahead.length) onNewerMinor(newerMinorWarning(args.moduleInfo.name, ahead));
      }
      return args;
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
