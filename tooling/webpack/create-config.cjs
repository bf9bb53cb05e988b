// The one webpack config factory. Each package's webpack.config.cjs calls it with its name and folder:
//   module.exports = createConfig({ name: 'mfe_profile', dir: __dirname, exposes: { './ProfilePage': ... } });
// The shell passes isHost: true (no exposes, no remotes: remotes are registered at run time from /remotes.json).
const fs = require('node:fs');
const path = require('node:path');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { StartupScriptsPlugin } = require('./startup-scripts-plugin.cjs');

// pnpm does not link webpack next to @module-federation/enhanced; tell the plugin which webpack to use.
process.env.FEDERATION_WEBPACK_PATH ||= require.resolve('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedDeps, SHARE_STRATEGY } = require('../federation/shared-deps.cjs');

const ROOT = path.resolve(__dirname, '../..');
/** Workspace packages consumed from source: the loader must transpile them too. */
const SOURCE_PACKAGES = ['shared-ui', 'shared-auth', 'shared-api'].map((p) => path.join(ROOT, p, 'src'));
/** Dev ports: shell 3000, remotes 3001-3004 (see dev-public/remotes.json). */
const DEV_PORTS = { shell: 3000, mfe_discovery: 3001, mfe_profile: 3002, mfe_messaging: 3003, mfe_account: 3004 };

/**
 * react-router's own build for the mode (its `exports` map offers bundlers only the development build, warnings
 * included). The shared router entry (tooling/federation/router-api.mjs) imports it as `react-router-build`.
 */
function routerBuild(dir, production) {
  const entry = require.resolve('react-router', { paths: [dir, path.join(ROOT, 'shell')] });
  return path.join(path.dirname(entry), '..', production ? 'production' : 'development', 'index.mjs');
}

/** tooling/webpack/index.html with its title filled in. */
function htmlPage(title) {
  const escaped = title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8').replace('<%= htmlWebpackPlugin.options.title %>', escaped);
}

/** Packages the shell provides to every page (see shared-deps.cjs), with their own dependencies. */
const STARTUP_PACKAGES = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|jotai|styled-components|stylis|@emotion[\\/](?:is-prop-valid|memoize|unitless)|lucide-react)[\\/]/;
/** The singletons' own sources (shared-ui, shared-auth, the router entry): every page runs them. */
const STARTUP_SOURCES = [path.join(ROOT, 'shared-ui', 'src'), path.join(ROOT, 'shared-auth', 'src'),
  path.join(ROOT, 'tooling', 'federation', 'router-api.mjs')];
/**
 * shared-auth/query (the page-data cache, a singleton of its own) is no part of the start-up: the shell provides it
 * for the remotes' pages, which load it (and @tanstack/react-query) when they first read page data.
 */
const NOT_STARTUP_SOURCES = [path.join(ROOT, 'shared-auth', 'src', 'query')];
const isStartupSource = (resource) => STARTUP_SOURCES.some((source) => resource.startsWith(source))
  && !NOT_STARTUP_SOURCES.some((source) => resource.startsWith(source));
/**
 * shared-api is no singleton: each build bundles what it imports. A file of it starts up only when a singleton or
 * the app imports it; one that only a lazy page imports (the collab-fit rules of /how-matching-works, say) stays in
 * that page's chunk, and so does what it imports.
 */
const SHARED_API_SOURCE = path.join(ROOT, 'shared-api', 'src');
/** Chunks those packages import on demand (webpackChunkName): Firebase's and the standalone harness's. */
const ON_DEMAND_CHUNKS = new Set(['firebase-auth', 'standalone-harness']);

/**
 * The shell's start-up in one chunk: its app (the `app` chunk, shell/src/index.ts imports it) and the shared
 * packages it provides. Split by package they were 12 scripts, which the federation runtime inserted one by one:
 * on a phone each insertion and request cost main-thread time and a round trip before the first render. Every
 * page loaded all of them already, so no page loads more code than before.
 */
const STARTUP_GROUP = {
  name: 'startup',
  chunks: 'async',
  enforce: true,
  priority: 10,
  test: (module, { chunkGraph }) => {
    // A consumed shared module must stay out: the app's chunk waits for it, and it resolves by loading this chunk.
    if (module.type === 'consume-shared-module') return false;
    const chunkNames = [...chunkGraph.getModuleChunksIterable(module)].map((chunk) => chunk.name);
    if (chunkNames.includes('app')) return true;
    if (chunkNames.some((chunkName) => ON_DEMAND_CHUNKS.has(chunkName))) return false;
    const resource = module.nameForCondition?.() ?? '';
    if (!resource) return false;
    if (resource.startsWith(SHARED_API_SOURCE)) {
      return [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => holdsSingletonSource(chunk, chunkGraph));
    }
    return STARTUP_PACKAGES.test(resource) || isStartupSource(resource);
  },
};

/** Whether a chunk carries shared-ui, shared-auth or the router entry (then it is part of the start-up). */
function holdsSingletonSource(chunk, chunkGraph) {
  return [...chunkGraph.getChunkModulesIterable(chunk)].some((module) => {
    const resource = module.nameForCondition?.() ?? '';
    return isStartupSource(resource);
  });
}

function swcRule(dir) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    include: [path.join(dir, 'src'), ...SOURCE_PACKAGES],
    use: {
      loader: require.resolve('swc-loader'),
      // Transpile only; type-checking is `tsc --noEmit`, kept out of the build so it stays fast on 2 cores.
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * @param {{ name: string, dir: string, exposes?: Record<string, string>, isHost?: boolean, title?: string }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
module.exports = function createConfig({ name, dir, exposes = {}, isHost = false, title = 'CollabHub' }) {
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`Container name "${name}" is not a valid JS identifier`);
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const production = mode === 'production';
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      // No production source maps: they slow the build noticeably on two cores.
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The shell is served at / (deep links need absolute chunk URLs); a remote can live under any path.
        publicPath: isHost ? '/' : 'auto',
        // In production every script but a remote's standalone harness entry is content-hashed, so it is cached
        // for a year and a repeat visit makes no round trip for it: the shell's entry is named in index.html and
        // a remote's entry in its mf-manifest.json, and those two files are revalidated on every use.
        filename: production && isHost ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // shared-api's exports map has a `source` condition pointing at its TypeScript sources.
        conditionNames: ['source', 'browser', 'import', 'module', 'require', 'default'],
        // An `import` takes a package's ES module build even where its exports map lists `require` first (as
        // @stomp/stompjs does): only that build can be tree-shaken.
        byDependency: { esm: { conditionNames: ['source', 'browser', 'import', 'module', 'default'] } },
        alias: { 'react-router-build$': routerBuild(dir, production) },
      },
      module: { rules: [swcRule(dir)] },
      optimization: {
        splitChunks: {
          cacheGroups: {
            // Firebase and its IndexedDB helper in one on-demand chunk named for them (not a numbered vendor
            // chunk), so a page that must not load Firebase can be checked for it by name.
            firebase: {
              test: /[\\/]node_modules[\\/](?:firebase|@firebase|idb)[\\/]/,
              name: 'firebase',
              chunks: 'async',
              enforce: true,
              priority: 20,
            },
            ...(isHost && production ? { startup: STARTUP_GROUP } : {}),
          },
        },
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js', exposes }),
          shared: createSharedDeps(),
          shareStrategy: SHARE_STRATEGY,
          manifest: true,
          dts: false,
          experiments: {
            asyncStartup: true,
            // Browser-only builds: the runtime's Node.js script loader is left out.
            optimization: { target: 'web' },
            // One federation runtime per page: the shell's build provides it, production remotes use it instead
            // of carrying their own copy in each remoteEntry.js. The development harnesses keep their own.
            ...(production ? (isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          },
        }),
        new HtmlWebpackPlugin({
          // The page as a string, not a template file: a template file is compiled in a child compilation for
          // Node, where the federation plugin adds the shared modules it provides from a path (the router entry,
          // with React), and that compilation's output is emitted next to the bundle as an unused CommonJS chunk.
          templateContent: htmlPage(isHost ? title : `${title} · ${name} (standalone)`),
          chunks: ['main'],
          // Cache-busts a remote's fixed-name harness entry (the shell's entry is content-hashed).
          hash: production && !isHost,
          // The standalone harness is used under the dev server's history fallback, so absolute URLs there.
          publicPath: isHost || !production ? '/' : 'auto',
        }),
        // main.js and the start-up chunk are fetched first, together, at high priority.
        ...(isHost && production ? [new StartupScriptsPlugin({ chunkName: STARTUP_GROUP.name, publicPath: '/' })] : []),
        // Static files of the package (e.g. the legal texts) are served next to the bundle.
        new CopyWebpackPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.', noErrorOnMissing: true }] }),
      ],
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: Number(process.env.PORT) || DEV_PORTS[name] || 3000,
        historyApiFallback: true,
        hot: false,
        // Remotes are fetched cross-origin by the shell in dev: manifests and chunks need CORS.
        headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
        // dev-public first: its remotes.json (the remotes' dev ports) wins over the shell's; the shell's folder
        // gives the harnesses the favicon.
        static: [
          { directory: path.join(__dirname, 'dev-public'), watch: false },
          { directory: path.join(ROOT, 'shell', 'public'), watch: false },
        ],
        // Everything the pages call goes to a running server (`npm start`, or API_PROXY_TARGET): the API and its
        // SockJS socket, the runtime config (it names this dev server as the Auth emulator's address) and the
        // emulator endpoints the server relays, and the legal texts. The Host header is kept, so the server
        // answers for this origin. Proxied paths win over dev-public (the shell keeps dev-public/remotes.json).
        proxy: [{
          context: ['/api', '/config.json', '/emulator', '/identitytoolkit.googleapis.com', '/securetoken.googleapis.com',
            '/terms_of_service.txt', '/privacy_policy.txt'],
          target: process.env.API_PROXY_TARGET || 'http://localhost:8080',
          ws: true,
        }],
      },
      watchOptions: { ignored: ['**/node_modules/**', '**/dist/**', '**/@mf-types/**'] },
    };
  };
};
