// Starts the product as `npm start` runs it: the Firebase Auth emulator and the server (which serves the built
// shell, the remotes and /api on one port). Used by start.mjs and by the e2e suite.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startAuthEmulator, freePort } from '../../firebase/auth-emulator.mjs';
import { ROOT } from './workspace.mjs';

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

/**
 * @param {{ port?: number, emulatorPort?: number, env?: Record<string, string>, log?: (s: string) => void,
 *           serverOutput?: 'inherit' | 'ignore' }} opts
 */
export async function startStack({ port = 8080, emulatorPort = 9099, env = {}, log = console.log, serverOutput = 'inherit' } = {}) {
  const production = (env.NODE_ENV ?? process.env.NODE_ENV) === 'production';
  let emulator = null;
  let emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST ?? process.env.FIREBASE_AUTH_EMULATOR_HOST;
  let emulatorPromise = Promise.resolve(null);
  if (!emulatorHost && !production) {
    const chosen = (await portIsFree(emulatorPort)) ? emulatorPort : await freePort();
    emulatorHost = `127.0.0.1:${chosen}`;
    emulatorPromise = startAuthEmulator({ port: chosen });
  }

  // The server does not need the emulator to boot, so both start at once.
  const serverEnv = { ...process.env, PORT: String(port), WEB_ROOT: ROOT, ...env,
    ...(emulatorHost ? { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost } : {}) };
  // An empty value means "unset" (e.g. the e2e suite drops DATABASE_URL to use its own embedded database).
  for (const [k, v] of Object.entries(serverEnv)) if (v === '') delete serverEnv[k];
  const server = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'server/dist/main.js')], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', serverOutput, serverOutput],
  });
  const url = `http://localhost:${port}`;
  try {
    emulator = await emulatorPromise;
    await waitForHealth(url, server, 120_000);
  } catch (err) {
    server.kill('SIGKILL');
    await emulator?.stop();
    throw err;
  }

  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(() => { server.kill('SIGKILL'); r(); }, 10_000);
        server.once('exit', () => { clearTimeout(t); r(); });
      });
    }
    await emulator?.stop();
  };
  log(`Auth emulator: ${emulatorHost ?? 'none (production identity)'}`);
  return { url, emulatorHost, server, stop };
}

async function portIsFree(port) {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}
