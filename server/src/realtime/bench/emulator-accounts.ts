// Benchmark accounts: starts a Firebase Auth emulator and creates `count` users in it (real ID tokens).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../../paths';
import { openMany } from './bench-clients';
import type * as Launcher from '../../../../tooling/firebase/auth-emulator.mjs';

type EmulatorLauncher = typeof Launcher;

export async function createAccounts(count: number): Promise<{ host: string; stop(): Promise<void>; accounts: Array<{ uid: string; email: string; idToken: string }> }> {
  // The launcher is an ES module: loaded by URL with a real dynamic import (NodeNext keeps import() in CommonJS).
  const launcher = path.join(REPO_ROOT, 'tooling', 'firebase', 'auth-emulator.mjs');
  const emu = (await import(pathToFileURL(launcher).href)) as EmulatorLauncher;
  const emulator = await emu.startAuthEmulator();
  const stamp = Date.now().toString(36);
  const accounts = await openMany(count, 25, (i) => emu.createEmulatorUser(emulator.host, { email: `bench-${stamp}-${i}@example.com` }));
  return { host: emulator.host, stop: emulator.stop, accounts };
}
