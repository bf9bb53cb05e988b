// The one shared-dependency map used by all five Module Federation builds (shell and the four remotes).
//
// Every entry is a singleton: two copies of React break hooks ("Invalid hook call"), two routers lose the
// location, two styled-components lose the theme, two jotai or shared-auth copies split the session store.
// Every entry has an explicit requiredVersion, because `catalog:` / `workspace:*` are not semver ranges and the
// plugin would otherwise infer nothing useful. Nothing is `eager`: the builds use asyncStartup instead.
const path = require('node:path');
const { readCatalog, readWorkspaceVersion } = require('./catalog.cjs');

/**
 * Third-party packages shared as singletons; versions come from the pnpm catalog. @tanstack/react-query is one so
 * that every remote reads the one page-data cache (shared-auth/query) through the one React context. Nobody on the
 * landing page imports it: a page loads it with the first remote page that asks for page data.
 */
const CATALOG_SHARED = ['react', 'react-dom', 'react-router', 'react-router-dom', 'jotai', 'styled-components',
  '@tanstack/react-query'];
/** Packages whose subpaths must be shared too: the ones we import by name, plus a prefix entry for the rest. */
const SUBPATH_SHARED = { react: ['jsx-runtime', 'jsx-dev-runtime'], 'react-dom': ['client'] };
/**
 * Subpaths of a workspace singleton that are singletons of their own, without a prefix entry: shared-auth/query
 * holds the tab's one QueryClient. It is a separate entry so the shell's start-up (which takes shared-auth) does
 * not carry the query cache; the first page that reads page data loads it.
 */
const WORKSPACE_SUBPATHS = { 'shared-auth': ['query'] };
/**
 * Workspace packages shared as singletons; versions come from their package.json. Bump a package's minor when its
 * exports grow (major when one goes or changes): the range `^x.y.z` then tells every build what it needs, and the
 * shell's skew guard (shell/src/federation/version-skew.ts) refuses another major and reports a newer minor.
 * shared-api is not shared at run time (the web packages import its types and a few constants, bundled per build).
 */
const WORKSPACE_SHARED = ['shared-ui', 'shared-auth'];

/**
 * Share keys whose provided module is a file of ours instead of the package itself (see router-api.mjs): both
 * router keys provide the one trimmed router, so a package importing either gets the same copy and context.
 */
const SHARED_IMPORTS = {
  'react-router': path.join(__dirname, 'router-api.mjs'),
  'react-router-dom': path.join(__dirname, 'router-api.mjs'),
};

/** The exact version each shared package must have: { name: '19.2.9', ... }. */
function expectedSharedVersions() {
  const catalog = readCatalog();
  const versions = {};
  for (const name of CATALOG_SHARED) {
    if (!catalog[name]) throw new Error(`pnpm-workspace.yaml catalog has no entry for shared package "${name}"`);
    versions[name] = catalog[name];
  }
  for (const name of WORKSPACE_SHARED) versions[name] = readWorkspaceVersion(name);
  return versions;
}

/**
 * The `shared` option of ModuleFederationPlugin. `versions` overrides the pinned versions (a test builds the
 * share maps of two builds at different versions from it).
 */
function createSharedDeps(versions = expectedSharedVersions()) {
  const shared = {};
  for (const [name, version] of Object.entries(versions)) {
    const entry = { singleton: true, requiredVersion: `^${version}`, strictVersion: false };
    // Workspace packages are resolved from source, and a trimmed entry file has no package.json: give the plugin
    // their version explicitly.
    if (WORKSPACE_SHARED.includes(name) || SHARED_IMPORTS[name]) entry.version = version;
    if (SHARED_IMPORTS[name]) entry.import = SHARED_IMPORTS[name];
    shared[name] = entry;
    // Named subpaths appear in mf-manifest.json (so the drift check sees them); the trailing-slash entry
    // shares any other subpath import.
    for (const subpath of SUBPATH_SHARED[name] ?? []) shared[`${name}/${subpath}`] = { ...entry };
    if (SUBPATH_SHARED[name]) shared[`${name}/`] = { ...entry };
    for (const subpath of WORKSPACE_SUBPATHS[name] ?? []) shared[`${name}/${subpath}`] = { ...entry };
  }
  return shared;
}

/** `loaded-first`: reuse a shared copy that is already loaded instead of fetching another provider's copy. */
const SHARE_STRATEGY = 'loaded-first';

/** Folder → container name. Container names must be valid JS identifiers. */
const REMOTE_CONTAINERS = {
  'mfe-discovery': 'mfe_discovery',
  'mfe-profile': 'mfe_profile',
  'mfe-messaging': 'mfe_messaging',
  'mfe-account': 'mfe_account',
};

module.exports = {
  CATALOG_SHARED,
  WORKSPACE_SHARED,
  SUBPATH_SHARED,
  WORKSPACE_SUBPATHS,
  SHARED_IMPORTS,
  SHARE_STRATEGY,
  REMOTE_CONTAINERS,
  expectedSharedVersions,
  createSharedDeps,
};
