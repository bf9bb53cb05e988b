// Installs dependencies with the pinned pnpm (fetched by npx: corepack cannot download on every machine),
// unless the lockfile and manifests are unchanged since the last install.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { hashPaths, readStamp, writeStamp } from './stamp.mjs';
import { runOrThrow, pnpmArgs } from './run.mjs';
import { ROOT, PNPM_VERSION } from './workspace.mjs';

const MANIFESTS = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'shell/package.json',
  'mfe-discovery/package.json', 'mfe-profile/package.json', 'mfe-messaging/package.json', 'mfe-account/package.json',
  'shared-ui/package.json', 'shared-auth/package.json', 'shared-api/package.json', 'server/package.json',
  'e2e/package.json', 'tooling/package.json'];

export async function ensureInstalled({ log = console.log } = {}) {
  const stampFile = path.join(ROOT, 'node_modules', '.collabhub-install-stamp');
  const hash = hashPaths(MANIFESTS);
  if (existsSync(path.join(ROOT, 'node_modules')) && readStamp(stampFile) === hash) return false;
  log(`Installing dependencies with pnpm ${PNPM_VERSION}…`);
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  await runOrThrow(npx, pnpmArgs(PNPM_VERSION, 'install', '--frozen-lockfile', '--reporter=append-only'),
    { env: { ...process.env, CI: process.env.CI ?? 'true' } });
  writeStamp(stampFile, hash);
  return true;
}
