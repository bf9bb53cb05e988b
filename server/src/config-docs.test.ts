// The README's configuration table and the code agree: every variable the server reads (its configuration schema
// and any direct process.env read in its runtime code) has a row, and every row names a variable that is read.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ENV_VARIABLES, REPO_ROOT } from './config';

const SRC = __dirname;
/** Not the running server: tests, their helpers, benchmarks and fuzzers read their own variables. */
const OUTSIDE_RUNTIME = /(\.test\.ts$|\/bench\/|\/testing\/|\/fuzz\/)/;

function runtimeSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return runtimeSources(full);
    return full.endsWith('.ts') && !OUTSIDE_RUNTIME.test(full) ? [full] : [];
  });
}

function directReads(): Set<string> {
  const names = new Set<string>();
  for (const file of runtimeSources(SRC)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)) {
      names.add((m[1] ?? m[2])!);
    }
  }
  return names;
}

function readmeTable(): Set<string> {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Configuration');
  const end = readme.indexOf('\n## ', start + 1);
  const names = new Set<string>();
  for (const line of readme.slice(start, end).split('\n')) {
    const firstCell = /^\|([^|]+)\|/.exec(line)?.[1] ?? '';
    for (const m of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(m[1]!);
  }
  return names;
}

describe('README configuration table', () => {
  const documented = readmeTable();
  const read = new Set([...ENV_VARIABLES, ...directReads()]);

  it('finds the variables on both sides', () => {
    expect(documented.size).toBeGreaterThan(20);
    expect(read.has('DATABASE_URL')).toBe(true);
  });

  it('lists every variable the server reads', () => {
    expect([...read].filter((v) => !documented.has(v)).sort()).toEqual([]);
  });

  it('lists no variable the server does not read', () => {
    expect([...documented].filter((v) => !read.has(v)).sort()).toEqual([]);
  });
});
