// Reads pinned versions from the workspace: third-party versions from the `catalog:` block of
// pnpm-workspace.yaml, workspace packages from their own package.json. Package.json files say `catalog:` or
// `workspace:*`, which are not semver ranges, so Module Federation needs the real numbers from here.
const fs = require('node:fs');
const path = require('node:path');

const WORKSPACE_ROOT = path.resolve(__dirname, '../..');

/** Parses the top-level `catalog:` map of a pnpm-workspace.yaml text (flat `name: version` lines only). */
function parseCatalog(yamlText) {
  const catalog = {};
  let inCatalog = false;
  for (const rawLine of yamlText.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+#.*$/, '');
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (/^\S/.test(line)) {
      inCatalog = /^catalog:\s*$/.test(line);
      continue;
    }
    if (!inCatalog) continue;
    const match = /^\s+(["']?)([^"':]+)\1:\s*["']?([^"'\s]+)["']?\s*$/.exec(line);
    if (match) catalog[match[2]] = match[3];
  }
  return catalog;
}

/** The catalog of this workspace. */
function readCatalog(root = WORKSPACE_ROOT) {
  return parseCatalog(fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8'));
}

/** The `version` of a workspace package (folder name == package name here). */
function readWorkspaceVersion(pkg, root = WORKSPACE_ROOT) {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, pkg, 'package.json'), 'utf8'));
  if (!/^\d+\.\d+\.\d+$/.test(version ?? '')) {
    throw new Error(`${pkg}/package.json needs a plain release version for Module Federation, found "${version}"`);
  }
  return version;
}

module.exports = { WORKSPACE_ROOT, parseCatalog, readCatalog, readWorkspaceVersion };
