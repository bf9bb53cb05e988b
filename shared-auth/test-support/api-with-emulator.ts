// Node tests of the sign-in and fetch paths: a local HTTP server stands in for the API and the real Firebase Auth
// emulator runs beside it; the runtime config and Firebase are pointed at both, so requests are real.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signOut } from 'firebase/auth';
import { getFirebaseAuth, initFirebase, setRuntimeConfig, type RuntimeConfig } from '../src';
import { startEmulatorProcess } from './emulator-process';

/** Answers one request of the stand-in API; `body` is the whole request body as text. */
export type ApiHandler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

/** Starts the stand-in API and the emulator and initialises Firebase; the returned function signs out and stops both. */
export async function startApiWithEmulator(handler: ApiHandler): Promise<() => Promise<void>> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => { body += c.toString(); });
    req.on('end', () => handler(req, res, body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const emulator = await startEmulatorProcess();
  const config: RuntimeConfig = {
    appName: 'CollabHub',
    comingSoon: false,
    launchDate: null,
    apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    firebase: { apiKey: 'fake-api-key', authDomain: 'localhost', projectId: 'demo-collabhub' },
    authEmulatorUrl: `http://${emulator.host}`,
  };
  setRuntimeConfig(config);
  await initFirebase(config);
  return async () => {
    await signOut(getFirebaseAuth()).catch(() => undefined);
    await emulator.stop();
    await new Promise((r) => server.close(r));
  };
}
