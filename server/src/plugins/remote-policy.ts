// Which entries of remotes.json the page may load, and from which origins. The security policy admits exactly
// these origins, so a remote deployed on another host works once remotes.json names it, and nothing else does.

const CONTAINER_NAME = /^[A-Za-z_$][\w$]*$/;

export interface RefusedRemote {
  name: string;
  url: string;
  reason: string;
}

export interface RemotePolicy {
  /** The entries the browser gets in /remotes.json (container name → manifest URL, as written in the file). */
  remotes: Record<string, string>;
  /** Sorted, distinct origins of the admitted absolute URLs; same-origin (relative) URLs add none. */
  origins: string[];
  refused: RefusedRemote[];
}

type Verdict = { origin: string | null } | { reason: string };

function judge(url: string, production: boolean): Verdict {
  // A path on this server ('/remotes/mfe-profile/mf-manifest.json') is same-origin: 'self' covers it.
  if (url.startsWith('/') && !url.startsWith('//')) return { origin: null };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { reason: 'not an absolute URL or a path on this server' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { reason: `unsupported scheme ${parsed.protocol}` };
  // A wildcard would widen script-src to every host under it: a remote names exactly one host.
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/i.test(parsed.hostname)) {
    return { reason: `host "${parsed.hostname}" is not one host name (wildcards are refused)` };
  }
  if (parsed.protocol === 'https:') return { origin: parsed.origin };
  if (parsed.protocol === 'http:') {
    if (production) return { reason: 'not https (production serves remotes over https only)' };
    return { origin: parsed.origin };
  }
  return { reason: `unsupported scheme ${parsed.protocol}` };
}

/**
 * Derives the admitted remotes and their origins from the parsed remotes.json. Anything malformed is refused with
 * a reason rather than failing the whole file, so one bad entry costs one area of the page, not all of them.
 */
export function deriveRemotePolicy(raw: unknown, { production }: { production: boolean }): RemotePolicy {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { remotes: {}, origins: [], refused: [{ name: '*', url: '', reason: 'the file is not a JSON object' }] };
  }
  const remotes: Record<string, string> = {};
  const origins = new Set<string>();
  const refused: RefusedRemote[] = [];
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const url = typeof value === 'string' ? value.trim() : '';
    if (!CONTAINER_NAME.test(name)) {
      refused.push({ name, url, reason: 'the name is not a valid container name' });
      continue;
    }
    if (!url) {
      refused.push({ name, url: String(value), reason: 'no manifest URL' });
      continue;
    }
    const verdict = judge(url, production);
    if ('reason' in verdict) {
      refused.push({ name, url, reason: verdict.reason });
      continue;
    }
    remotes[name] = url;
    if (verdict.origin) origins.add(verdict.origin);
  }
  return { remotes, origins: [...origins].sort(), refused };
}
