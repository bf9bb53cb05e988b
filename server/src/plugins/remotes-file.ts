// The live remotes.json. Every request looks at the file (one stat), so editing it swaps a remote with no
// restart; it is read, parsed and judged again only when its size, mtime or inode changed. A version of the file
// that cannot be used at all (unreadable, not JSON, not an object) is logged and the last valid copy stays in
// service, so a typo takes no remote down; a single broken entry is left out on its own (remote-policy.ts).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { deriveRemotePolicy, type RemotePolicy } from './remote-policy';

export interface RemotesSnapshot extends RemotePolicy {
  /** What /remotes.json sends: the admitted entries, serialised once per version of the file. */
  body: string;
  /** Strong validator of `body`. */
  etag: string;
  /** Why no map can be served: the file was never usable since start (missing, unreadable, not JSON); else null. */
  error: string | null;
  /** Why the file as it is now was not used while this (last valid) copy is served; null when it is the file. */
  stale: string | null;
}

export interface RemotesFile {
  /** The snapshot for the file as it is now. */
  current(): RemotesSnapshot;
}

function snapshotOf(policy: RemotePolicy, error: string | null): RemotesSnapshot {
  const body = JSON.stringify(policy.remotes);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { ...policy, body, etag, error, stale: null };
}

/** The parsed file, or why it cannot be used at all. */
function readMap(file: string): { raw: unknown } | { problem: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    return { problem: err instanceof Error ? err.message : String(err) };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { problem: 'the file is not a JSON object' };
  return { raw };
}

export function createRemotesFile(
  file: string,
  { production, log }: { production: boolean; log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'> },
): RemotesFile {
  let key: string | null = null;
  let snapshot: RemotesSnapshot = snapshotOf({ remotes: {}, origins: [], refused: [] }, 'not read yet');
  let lastValid: RemotesSnapshot | null = null;

  const load = (): RemotesSnapshot => {
    const read = readMap(file);
    if ('problem' in read) {
      if (lastValid) {
        log.error({ file, problem: read.problem, remotes: Object.keys(lastValid.remotes) },
          'cannot use the remotes file; serving its last valid copy until it is fixed');
        return { ...lastValid, stale: read.problem };
      }
      log.error({ file, problem: read.problem }, 'cannot use the remotes file; no remote can load until it is fixed');
      return snapshotOf({ remotes: {}, origins: [], refused: [] }, read.problem);
    }
    const next = snapshotOf(deriveRemotePolicy(read.raw, { production }), null);
    lastValid = next;
    for (const r of next.refused) {
      // Logged once per version of the file, not per request.
      log.error({ file, remote: r.name, url: r.url }, `remote "${r.name}" refused: ${r.reason}; it is left out of /remotes.json and the security policy`);
    }
    log.info({ file, remotes: Object.keys(next.remotes), origins: next.origins }, 'remotes file loaded');
    return next;
  };

  return {
    current() {
      let nextKey: string;
      try {
        const st = statSync(file, { bigint: true });
        nextKey = `${st.ino}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`;
      } catch {
        nextKey = 'missing';
      }
      if (nextKey !== key) {
        key = nextKey;
        snapshot = load();
      }
      return snapshot;
    },
  };
}
