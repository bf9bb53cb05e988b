// Starts the Firebase Auth emulator (firebase-tools, auth only, a demo- project) as a child process and
// offers the REST calls tests use to create users. Used by `npm start`, the server tests and the e2e suite.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
export const DEMO_PROJECT_ID = 'demo-collabhub';

/** Asks the OS for a free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function isUp(host) {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

/**
 * Starts the emulator on `port` (0 = any free port). Resolves with { host, projectId, stop } once it answers.
 * Each run gets its own config folder and hub port, so several emulators (npm start, tests) can run at once.
 */
export async function startAuthEmulator({ port = 0, projectId = DEMO_PROJECT_ID, log = () => {} } = {}) {
  const authPort = port || (await freePort());
  const hubPort = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'collabhub-auth-emulator-'));
  writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const bin = require.resolve('firebase-tools/lib/bin/firebase.js');
  const child = spawn(process.execPath, [bin, 'emulators:start', '--only', 'auth', '--project', projectId], {
    cwd: dir,
    // Offline machines: skip the CLI's update and MOTD lookups.
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: process.env.CI ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  let output = '';
  child.stdout.on('data', (d) => { output += d; log(String(d)); });
  child.stderr.on('data', (d) => { output += d; log(String(d)); });
  const host = `127.0.0.1:${authPort}`;
  let exited = false;
  child.on('exit', () => { exited = true; });

  const stop = async () => {
    if (!exited) {
      try {
        // Kill the whole group: firebase-tools spawns helpers of its own.
        if (child.pid) process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGTERM');
      } catch { /* already gone */ }
      await new Promise((r) => {
        const t = setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } r(); }, 5000);
        child.once('exit', () => { clearTimeout(t); r(); });
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 180_000; // generous: a loaded 2-core machine is slow to start it
  while (!(await isUp(host))) {
    if (exited) throw new Error(`Firebase Auth emulator exited before it was ready:\n${output}`);
    if (Date.now() > deadline) { await stop(); throw new Error(`Firebase Auth emulator did not start in 180 s:\n${output}`); }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { host, projectId, stop, process: child };
}

/**
 * Creates (or signs in) an email/password user in the emulator and returns its ID token and uid. A sign-up whose
 * answer came in a later second than its token's auth_time is followed by a sign-in: the emulator may have dated
 * the account's validSince after auth_time, and firebase-admin's revocation check (the server's sign-in) would
 * refuse that token.
 */
export async function createEmulatorUser(host, { email, password = 'password123', displayName } = {}) {
  const call = (path, extra = {}) => fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true, ...extra }),
  });
  let res = await call('accounts:signUp', { displayName });
  const answeredAt = Math.floor(Date.now() / 1000);
  let body = res.ok ? await res.json() : null;
  if (!body || authTimeOf(body.idToken) < answeredAt) {
    res = await call('accounts:signInWithPassword');
    if (!res.ok) throw new Error(`emulator user ${email}: ${res.status} ${await res.text()}`);
    body = await res.json();
  }
  return { idToken: body.idToken, uid: body.localId, email: body.email, refreshToken: body.refreshToken };
}

/** The `auth_time` claim of an ID token (seconds since the epoch). */
function authTimeOf(idToken) {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')).auth_time;
}

/** Deletes every user of the project in the emulator. */
export async function clearEmulatorUsers(host, projectId = DEMO_PROJECT_ID) {
  await fetch(`http://${host}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
}
