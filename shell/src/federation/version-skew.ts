// Version-skew guard. A remote built against another major version of a shared singleton (React 18 against the
// shell's React 19, say) would only get a console warning from the federation runtime and then run on the shell's
// copy, failing in unpredictable ways. Checking its manifest before its code loads turns that into a clean
// fallback with a reason the console names. A remote built against a newer minor of a shared singleton (a
// shared-auth 1.2.0 export, say, while this page provides 1.1.0) still loads, since a minor adds and removes
// nothing the page's own code uses, but the console names it: the remote may call an export this page's copy lacks.

/** One shared entry of a remote's mf-manifest.json (the fields we read). */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

export interface SharedSkew {
  name: string;
  /** The version the remote was built with, or the range it requires. */
  remoteWants: string;
  pageHas: string;
}

/** Leading numbers of a version or range ('^19.2.9' → [19, 2, 9]); null for '*', 'latest' and the like. */
function numbers(text: string): number[] | null {
  const m = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text);
  return m ? m.slice(1).map((n) => Number(n ?? 0)) : null;
}

/** Same line under semver's compatibility rule: same major, or same minor while the major is 0. */
export function sameLine(a: string, b: string): boolean {
  const x = numbers(a);
  const y = numbers(b);
  if (!x || !y) return true;
  if (x[0] !== y[0]) return false;
  return x[0] !== 0 || x[1] === y[1];
}

/** The version a remote was built with and the range it requires, where its manifest names them. */
function wantedVersions(entry: ManifestShared): string[] {
  return [entry.version, entry.requiredVersion].filter((v): v is string => typeof v === 'string' && v !== '');
}

/**
 * The shared singletons where the remote and the page are on different major lines, judged by the version the
 * remote was built with and by its requiredVersion. `pageShared` maps a package name to the version this page
 * provides (the shell's own shared config); packages the page does not share are not the guard's business.
 */
export function findVersionSkew(remoteShared: readonly ManifestShared[], pageShared: Record<string, string>): SharedSkew[] {
  const skews: SharedSkew[] = [];
  for (const entry of remoteShared) {
    const pageHas = pageShared[entry.name];
    if (!pageHas || entry.singleton === false) continue;
    const wanted = wantedVersions(entry);
    const clash = wanted.find((v) => !sameLine(v, pageHas));
    if (clash) skews.push({ name: entry.name, remoteWants: clash, pageHas });
  }
  return skews;
}

export interface SharedAhead {
  name: string;
  /** The newer version the remote was built with (or requires). */
  remoteBuiltWith: string;
  pageHas: string;
}

/** a > b by major, minor, patch. */
function newer(a: number[], b: number[]): boolean {
  for (let i = 0; i < 3; i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return false;
}

/**
 * The shared singletons where the remote is on the page's major line but was built against (or requires) a newer
 * minor than the page provides. Patch releases do not count: they change no exports.
 */
export function findNewerMinors(remoteShared: readonly ManifestShared[], pageShared: Record<string, string>): SharedAhead[] {
  const ahead: SharedAhead[] = [];
  for (const entry of remoteShared) {
    const pageHas = pageShared[entry.name];
    const page = pageHas ? numbers(pageHas) : null;
    if (!pageHas || !page || entry.singleton === false) continue;
    const wanted = wantedVersions(entry);
    const newest = wanted
      .map((text) => ({ text, version: numbers(text) }))
      .filter((w): w is { text: string; version: number[] } => w.version !== null && sameLine(w.text, pageHas))
      .find((w) => newer([w.version[0] ?? 0, w.version[1] ?? 0, 0], [page[0] ?? 0, page[1] ?? 0, 0]));
    if (newest) ahead.push({ name: entry.name, remoteBuiltWith: newest.text, pageHas });
  }
  return ahead;
}

/** The console's line for a remote that loads although it was built against newer minors. */
export function newerMinorWarning(remoteName: string, ahead: readonly SharedAhead[]): string {
  return `${remoteName} was built against newer shared versions than this page runs: `
    + ahead.map((a) => `${a.name} ${a.remoteBuiltWith} (this page runs ${a.pageHas})`).join('; ')
    + `. It loads, but may use exports this page's copy lacks: deploy the shell built against them.`;
}

/** The error a remote with skewed shared versions fails with; its message is the console's reason. */
export class VersionSkewError extends Error {
  override name = 'VersionSkewError';
  /** The explanation as written here (the federation runtime prefixes `message` with its own tag in place). */
  readonly reason: string;
  constructor(readonly remoteName: string, readonly skews: SharedSkew[]) {
    const reason = `${remoteName} was not loaded: version skew in shared singletons (incompatible major versions): `
      + skews.map((s) => `${s.name} ${s.remoteWants} wanted, this page runs ${s.pageHas}`).join('; ')
      + `. Rebuild ${remoteName} against the shell's shared versions, or point remotes.json back at a compatible build.`;
    super(reason);
    this.reason = reason;
  }
}
