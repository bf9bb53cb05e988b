// `NODE_ENV=production` as an operator starts it (the real entry point, its own process): every missing setting in
// one message, the development providers refused, and a complete configuration starts on an empty database
// without seeding it, without /api/docs, ready, and ends cleanly on SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { freePort } from '../../test-support/realtime/free-port';
import { PRODUCTION_ENV } from '../../test-support/production-env';

const SERVER_DIR = path.join(__dirname, '..', '..');
// From source (no build needed): tsx loads the TypeScript, the `source` condition picks shared-api's sources.
const NODE_ARGS = ['--conditions=source', '--import', require.resolve('tsx'), 'src/main.ts'];
/** Only what a process needs from the machine: none of the test run's own settings leak in. */
const BASE_ENV = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' };

function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, NODE_ARGS, { cwd: SERVER_DIR, env: { ...BASE_ENV, ...env } });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('production start', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'collabhub-prod-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists every missing setting in one message and exits', async () => {
    const run = start({ NODE_ENV: 'production' });
    expect(await run.exited).toBe(1);
    const errors = run.output().split('\n').filter((l) => l.includes('cannot start'));
    expect(errors).toHaveLength(1);
    for (const name of ['SESSION_SECRET', 'PUBLIC_URL', 'FIREBASE_PROJECT_ID', 'FIREBASE_WEB_API_KEY', 'GOOGLE_APPLICATION_CREDENTIALS',
      'GOOGLE_CLIENT_ID', 'STRIPE_SECRET_KEY']) expect(run.output()).toContain(name);
  }, 30_000);

  it('refuses the Auth emulator, the development OAuth provider and the development checkout together', async () => {
    const run = start({ ...PRODUCTION_ENV, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', OAUTH_PROVIDER: 'dev', BILLING_PROVIDER: 'dev' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/\(3 problems\)/);
    expect(run.output()).toMatch(/FIREBASE_AUTH_EMULATOR_HOST must not be set/);
    expect(run.output()).toMatch(/OAUTH_PROVIDER=dev is a development-only provider/);
    expect(run.output()).toMatch(/BILLING_PROVIDER=dev is a development-only checkout/);
  }, 30_000);

  it('starts a complete configuration without seeding or API docs, and stops cleanly on SIGTERM', async () => {
    // Firebase Admin parses the key at start: a freshly made one (never a committed secret).
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyFile = path.join(dir, 'service-account.json');
    writeFileSync(keyFile, JSON.stringify({
      type: 'service_account', project_id: 'collabhub-test', client_email: 'server@collabhub-test.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    }));
    const port = await freePort();
    const dataDir = path.join(dir, 'pglite');
    const run = start({
      ...PRODUCTION_ENV, GOOGLE_APPLICATION_CREDENTIALS: keyFile, PORT: String(port), HOST: '127.0.0.1',
      PGLITE_DATA_DIR: dataDir, WEB_ROOT: path.join(dir, 'no-web'), SHUTDOWN_TIMEOUT_MS: '5000',
    });
    try {
      const deadline = Date.now() + 45_000;
      while (!run.output().includes('CollabHub is running') && Date.now() < deadline) {
        if (run.child.exitCode !== null) throw new Error(`exited early:\n${run.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(run.output()).toContain('CollabHub is running');
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/api/ready`)).status).toBe(200);
      expect((await fetch(`${base}/api/docs/json`)).status).toBe(404);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.output()).toContain('shutdown complete');
    } finally {
      if (run.child.exitCode === null) run.child.kill('SIGKILL');
    }
    const database = await openDatabase({ pgliteDataDir: dataDir });
    try {
      const count = async (table: string) =>
        Number((await database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n);
      expect(await count('schema_migrations')).toBeGreaterThan(5);
      expect(await count('channels')).toBe(0);
      expect(await count('users')).toBe(0);
    } finally {
      await database.close();
    }
  }, 90_000);
});
