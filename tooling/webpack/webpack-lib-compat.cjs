// webpack 5.107+ moved many files of its private `lib/` folder into subfolders and only some old paths got
// compatibility re-exports. @module-federation/enhanced 2.9.2 still deep-imports the old paths, so these
// requests are redirected to the new files of the same webpack copy. Remove once the plugin stops using
// webpack's private paths (module-federation/core#4747).
const Module = require('node:module');
const path = require('node:path');

/** Old `webpack/lib/<path>` → new location under lib/ (webpack 5.112). */
const MOVED = {
  ChunkGraph: 'graph/ChunkGraph',
  HotUpdateChunk: 'graph/HotUpdateChunk',
  Module: 'module/Module',
  ModuleFactory: 'module/ModuleFactory',
  ResolverFactory: 'resolve/ResolverFactory',
  RuntimeGlobals: 'runtime/RuntimeGlobals',
  RuntimeModule: 'runtime/RuntimeModule',
  RuntimeTemplate: 'template/RuntimeTemplate',
  'dependencies/EntryDependency': 'entry/EntryDependency',
  'dependencies/ModuleDependency': 'dependencies/core/ModuleDependency',
  'dependencies/StaticExportsDependency': 'dependencies/core/StaticExportsDependency',
  'util/extractUrlAndGlobal': 'externals/extractUrlAndGlobal',
  'util/fs': 'fs/fs',
  'util/semver': 'sharing/semver',
};

function installWebpackLibCompat(webpackEntry) {
  const libDir = path.dirname(webpackEntry);
  const original = Module._resolveFilename;
  if (original.__webpackLibCompat) return;
  const patched = function resolveFilename(request, ...rest) {
    const match = /(?:^webpack|[\\/]webpack)[\\/]lib[\\/](.+?)(?:\.js)?$/.exec(request);
    const moved = match && MOVED[match[1].replace(/\\/g, '/')];
    return original.call(this, moved ? path.join(libDir, `${moved}.js`) : request, ...rest);
  };
  patched.__webpackLibCompat = true;
  Module._resolveFilename = patched;
}

module.exports = { installWebpackLibCompat, MOVED };
