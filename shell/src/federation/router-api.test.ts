/**
 * @jest-environment node
 */
// The shared router is a trimmed entry (tooling/federation/router-api.mjs), not react-router itself: a name a
// package imports from the router but the entry does not export would be `undefined` at run time, with types
// that still compile. This test reads every web package's sources and fails on such a name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_IMPORTS } from '../../../tooling/federation/shared-deps.cjs';

const ROOT = path.resolve(__dirname, '../../..');
const WEB_PACKAGES = ['shell', 'mfe-discovery', 'mfe-profile', 'mfe-messaging', 'mfe-account', 'shared-ui', 'shared-auth'];
const ROUTER_MODULES = new Set(['react-router', 'react-router-dom']);

/** Production sources: tests and test support run against the real package under jest, not the shared entry. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface RouterImport {
  file: string;
  module: string;
  /** Value names imported (type-only names are left out); '*' for a namespace or default import. */
  names: string[];
}

function routerImportsOf(file: string, source: string): RouterImport[] {
  const found: RouterImport[] = [];
  const statement = /import\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(statement)) {
    const module = match[3] ?? match[4]!;
    if (!ROUTER_MODULES.has(module) || match[1]) continue;
    const clause = match[2] ?? '';
    const braces = /\{([^}]*)\}/.exec(clause);
    const names = braces
      ? braces[1]!.split(',').map((s) => s.trim()).filter((s) => s && !s.startsWith('type '))
        .map((s) => s.split(/\s+as\s+/)[0]!)
      : [];
    // A default or namespace import (or a dynamic import) needs the whole package.
    const rest = braces ? clause.replace(braces[0], '') : clause;
    if (match[4] || /[\w*]/.test(rest)) names.push('*');
    found.push({ file: path.relative(ROOT, file), module, names });
  }
  return found;
}

function exportedNames(entryFile: string): Set<string> {
  const source = readFileSync(entryFile, 'utf8');
  const names = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1]!.split(','))
    .map((s) => s.trim()).filter(Boolean).map((s) => s.split(/\s+as\s+/).pop()!);
  return new Set(names);
}

describe('the shared router entry', () => {
  it('is what both router share keys provide', () => {
    expect(SHARED_IMPORTS['react-router']).toMatch(/router-api\.mjs$/);
    expect(SHARED_IMPORTS['react-router-dom']).toBe(SHARED_IMPORTS['react-router']);
  });

  it('exports every router name the web packages import', () => {
    const exported = exportedNames(SHARED_IMPORTS['react-router-dom']!);
    const imports = WEB_PACKAGES.flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src')))
      .flatMap((file) => routerImportsOf(file, readFileSync(file, 'utf8')));
    // The scan must see the router in use, or it proves nothing.
    expect(imports.length).toBeGreaterThan(10);
    const missing = imports.flatMap(({ file, module, names }) =>
      names.filter((name) => !exported.has(name)).map((name) => `${file}: ${name} from ${module}`));
    expect(missing).toEqual([]);
  });

  it('reads names, aliases, type-only and whole-package imports', () => {
    const source = [
      "import { Link, useNavigate as go, type To } from 'react-router-dom';",
      "import type { Location } from 'react-router';",
      "import * as Router from 'react-router-dom';",
      "import {\n  Routes,\n  Route,\n} from 'react-router';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(routerImportsOf('/x.ts', source).map((i) => i.names)).toEqual([
      ['Link', 'useNavigate'], ['*'], ['Routes', 'Route'],
    ]);
  });
});
