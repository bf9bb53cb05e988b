// The live remotes.json. Every request looks at the file (one stat), so editing it swaps a remote with no
// restart; it is read, parsed and judged again only when its size, mtime or inode changed.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { deriveRemotePolicy, type RemotePolicy } from './remote-policy';

export interface RemotesSnapshot extends RemotePolicy {
  /** What /remotes.json sends: the admitted entries, serialised once per version of the file. */
  body: string;
  /** Strong validator of `body`. */
  etag: string;
  /** Why the file could not be used at all (missing, unreadable, not JSON); null when it could. */
  error: string | null;
}

export interface RemotesFile {
  /** The snapshot for the file as it is now. */
  current(): RemotesSnapshot;
}

function snapshotOf(policy: RemotePolicy, error: string | null): RemotesSnapshot {
  const body = JSON.stringify(policy.remotes);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { ...policy, body, etag, error };
}

export function createRemotesFile(
  file: string,
  { production, log }: { production: boolean; log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'> },
): RemotesFile {
  let key: string | null = null;
  let snapshot: RemotesSnapshot = snapshotOf({ remotes: {}, origins: [], refused: [] }, 'not read yet');

  const load = (): RemotesSnapshot => {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      log.error({ err, file }, 'cannot read the remotes file; no remote can load until it is fixed');
      return snapshotOf({ remotes: {}, origins: [], refused: [] }, err instanceof Error ? err.message : String(err));
    }
    const next = snapshotOf(deriveRemotePolicy(raw, { production }), null);
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
