// Content hashes of source trees, so `npm start` can skip an install or a build when nothing changed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

const SKIP = new Set(['node_modules', 'dist', '.data', 'coverage', '@mf-types', 'test-results', 'artifacts']);

function walk(dir, out) {
  if (!existsSync(dir)) return;
  const st = statSync(dir);
  if (st.isFile()) { out.push(dir); return; }
  for (const name of readdirSync(dir).sort()) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out); else out.push(full);
  }
}

/** Hash of every file under the given paths (relative to the repo root), by path and content. */
export function hashPaths(paths) {
  const hash = createHash('sha256');
  for (const p of paths) {
    const files = [];
    walk(path.join(ROOT, p), files);
    for (const f of files) {
      // remotes.json is run-time configuration, not a build input.
      if (f.endsWith(`${path.sep}public${path.sep}remotes.json`)) continue;
      hash.update(path.relative(ROOT, f));
      hash.update(readFileSync(f));
    }
  }
  return hash.digest('hex');
}

export function readStamp(file) {
  try { return readFileSync(file, 'utf8').trim(); } catch { return null; }
}

export function writeStamp(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${value}\n`);
}
