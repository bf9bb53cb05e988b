// Starts one Auth emulator for all server test files; workers inherit its address through the environment.
import { startAuthEmulator } from '../../tooling/firebase/auth-emulator.mjs';

export default async function globalSetup() {
  const emulator = await startAuthEmulator();
  globalThis.__collabhubAuthEmulator = emulator;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.COLLABHUB_TEST_AUTH_EMULATOR_HOST = emulator.host;
}
