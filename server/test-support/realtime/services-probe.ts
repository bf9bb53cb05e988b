// Whether the machine's PostgreSQL and Redis answer, decided once and synchronously so a suite can choose
// between describe and describe.skip when it is defined.
import { spawnSync } from 'node:child_process';

export const POSTGRES_ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

function reachable(url: string): boolean {
  const { hostname, port } = new URL(url);
  const probe = `require('node:net').connect(${Number(port)}, ${JSON.stringify(hostname)})
    .on('connect', () => process.exit(0)).on('error', () => process.exit(1)).setTimeout(1500, () => process.exit(1));`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 5000 }).status === 0;
}

let cached: string | null | undefined;

/** null when both answer, else why the suite is skipped. */
export function sharedServicesMissing(): string | null {
  if (cached !== undefined) return cached;
  const missing = [
    reachable(POSTGRES_ADMIN_URL) ? null : `PostgreSQL at ${new URL(POSTGRES_ADMIN_URL).host}`,
    reachable(REDIS_URL) ? null : `Redis at ${new URL(REDIS_URL).host}`,
  ].filter(Boolean);
  cached = missing.length ? `skipped: ${missing.join(' and ')} unreachable` : null;
  return cached;
}
