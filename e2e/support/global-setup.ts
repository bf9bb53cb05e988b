// Starts the built product exactly as `npm start` does (Auth emulator + server on one port), on free ports and
// a throwaway embedded database, and tears it down after the suite.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as EmulatorModule from '../../tooling/firebase/auth-emulator.mjs';
import type * as StackModule from '../../tooling/scripts/lib/stack.mjs';
import { importTooling } from './tooling-modules';


export default async function globalSetup(): Promise<() => Promise<void>> {
  const { startStack } = await importTooling<typeof StackModule>('scripts/lib/stack.mjs');
  const { freePort } = await importTooling<typeof EmulatorModule>('firebase/auth-emulator.mjs');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'collabhub-e2e-db-'));
  // The suite's own copy of the remote map: a test may repoint a remote without touching the repository's file.
  const remotesDir = mkdtempSync(path.join(os.tmpdir(), 'collabhub-e2e-remotes-'));
  const remotesFile = path.join(remotesDir, 'remotes.json');
  copyFileSync(path.join(__dirname, '..', '..', 'shell', 'public', 'remotes.json'), remotesFile);
  const port = await freePort();
  const stack = await startStack({
    port,
    emulatorPort: await freePort(),
    // The e2e run uses its own embedded database, whatever DATABASE_URL the server tests use. The unread-message
    // alert waits 3 s instead of 15 minutes, and the development mail catcher takes any free SMTP port.
    env: {
      DATABASE_URL: '', PGLITE_DATA_DIR: dataDir, SEED_CHANNELS: '400', LOG_LEVEL: 'warn', REMOTES_FILE: remotesFile,
      EMAIL_UNREAD_ALERT_MINUTES: '0.05', DEV_SMTP_PORT: '0',
    },
    serverOutput: 'inherit',
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_AUTH_EMULATOR_HOST = stack.emulatorHost ?? '';
  process.env.E2E_REMOTES_FILE = remotesFile;
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(remotesDir, { recursive: true, force: true });
  };
}
