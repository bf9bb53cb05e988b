// Compares the shared entries of a built mf-manifest.json with the versions the workspace pins. A shared
// version mismatch is only a console warning at run time, so the builds are checked here instead.

/** 'react/jsx-runtime' → 'react', '@scope/pkg/sub' → '@scope/pkg'. */
function sharedPackageOf(sharedName) {
  const parts = sharedName.split('/');
  return sharedName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Lists every shared entry of `manifest` whose package is pinned in `expected` ({ name: version }) but whose
 * version, singleton flag or requiredVersion differs. Returns [] when the manifest matches.
 * @param {{ name?: string, shared?: Array<{ name: string, version?: string, singleton?: boolean, requiredVersion?: string }> }} manifest
 * @param {Record<string, string>} expected
 * @param {string} [label] where the manifest came from, used in the messages
 */
function findManifestDrift(manifest, expected, label = manifest?.name ?? 'manifest') {
  if (!manifest || !Array.isArray(manifest.shared)) {
    return [{ manifest: label, shared: '-', problem: 'no "shared" list: not a federation manifest' }];
  }
  const problems = [];
  for (const entry of manifest.shared) {
    const pkg = sharedPackageOf(entry.name);
    const want = expected[pkg];
    if (!want) continue;
    const report = (problem) => problems.push({ manifest: label, shared: entry.name, problem });
    if (entry.version !== want) report(`version ${entry.version ?? '(none)'} differs from pinned ${want}`);
    if (entry.singleton !== true) report(`singleton is ${String(entry.singleton)}, expected true`);
    if (entry.requiredVersion !== undefined && entry.requiredVersion !== `^${want}`) {
      report(`requiredVersion ${entry.requiredVersion} differs from ^${want}`);
    }
  }
  return problems;
}

/** One line per problem, for the CLI. */
function formatDrift(problems) {
  return problems.map((p) => `${p.manifest}: ${p.shared}: ${p.problem}`).join('\n');
}

module.exports = { sharedPackageOf, findManifestDrift, formatDrift };
