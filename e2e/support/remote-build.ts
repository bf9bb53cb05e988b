// Builds one remote on its own, as its team would, into a folder outside the repository.
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface VisibleChange {
  /** Source file of the remote, relative to its package ('src/features/billing/components/billing-page.tsx'). */
  file: string;
  from: string;
  to: string;
}

/** `webpack --mode production` of `pkg` (e.g. 'mfe-account') into `outDir`, with `change` applied to its source. */
export async function buildRemote(pkg: string, outDir: string, change: VisibleChange): Promise<void> {
  const remoteDir = path.join(REPO_ROOT, pkg);
  const cli = createRequire(path.join(REPO_ROOT, 'tooling', 'package.json')).resolve('webpack-cli/bin/cli.js');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    REMOTE_DIR: remoteDir,
    REMOTE_OUT: outDir,
    REMOTE_CHANGE_FILE: path.join(remoteDir, change.file),
    REMOTE_CHANGE_FROM: change.from,
    REMOTE_CHANGE_TO: change.to,
  };
  const config = path.join(__dirname, 'remote-build.config.cjs');
  let output = '';
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '--mode', 'production', '-c', config], { cwd: remoteDir, env });
    child.stdout.on('data', (d) => { output += d; });
    child.stderr.on('data', (d) => { output += d; });
    child.on('error', reject);
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) throw new Error(`building ${pkg} failed (exit ${code}):\n${output}`);
}

interface ManifestShared { name: string; version: string; requiredVersion?: string | false }

/**
 * A deliberately mismatched copy of a built remote: its manifest says it was built against `version` of the
 * given shared packages (and their subpaths), as a build against another React major would.
 */
export function copyWithSharedVersion(fromDir: string, toDir: string, packages: string[], version: string): void {
  cpSync(fromDir, toDir, { recursive: true });
  const file = path.join(toDir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared: ManifestShared[] };
  for (const entry of manifest.shared) {
    if (packages.some((p) => entry.name === p || entry.name.startsWith(`${p}/`))) {
      entry.version = version;
      entry.requiredVersion = `^${version}`;
    }
  }
  writeFileSync(file, JSON.stringify(manifest, null, 2));
}
