// Classifies why a remote failed to load, so the fallback panel can say something useful.

export type LoadErrorKind = 'network' | 'manifest' | 'version' | 'runtime';

/** What the fallback panel says for each kind. */
export const LOAD_ERROR_REASONS: Record<LoadErrorKind, string> = {
  network: 'Its server could not be reached (network error).',
  manifest: 'Its manifest is missing or invalid (manifest error).',
  version: 'It was built for other versions of the shared libraries (version skew).',
  runtime: 'It failed while starting (runtime error).',
};

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

// Unreachable server: fetch/script failures, 5xx from a gateway in front of a stopped remote.
const NETWORK = /Failed to fetch|NetworkError|Load failed|ERR_CONNECTION|ERR_NAME|ECONNREFUSED|RUNTIME-008|Failed to load script|ScriptExternalLoadError|ChunkLoadError|Loading chunk|HTTP 5\d\d|timed? ?out/i;
// Reachable, but the manifest is absent (4xx) or not a federation manifest.
const MANIFEST = /RUNTIME-003|RUNTIME-007|manifest|Unexpected token|is not valid JSON|JSON\.parse/i;

// Raised by the version-skew guard (version-skew.ts); matched by text too in case the runtime wraps it.
const VERSION = /VersionSkewError|version skew/i;

/** version → network → manifest → runtime, first match wins (a failed manifest fetch is a network error). */
export function classifyLoadError(error: unknown): LoadErrorKind {
  const text = describe(error);
  if (VERSION.test(text)) return 'version';
  if (NETWORK.test(text)) return 'network';
  if (MANIFEST.test(text)) return 'manifest';
  return 'runtime';
}

/** The error a remote component rethrows to its boundary: which remote, what kind, and the cause. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remoteId: string,
    readonly kind: LoadErrorKind,
    override readonly cause: unknown,
  ) {
    super(`Could not load ${remoteId} (${kind}): ${describe(cause)}`);
  }
}
