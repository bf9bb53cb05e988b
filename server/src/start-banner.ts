// The lines the server prints once it listens: every address a developer may open on this machine.
import type { Config } from './config';

export interface LocalAddress {
  label: string;
  url: string;
}

/** The product, its API docs, and (in development) the Auth emulator the sign-in talks to. */
export function localAddresses(config: Config): LocalAddress[] {
  const addresses: LocalAddress[] = [
    { label: 'App', url: config.publicUrl },
    { label: 'API docs', url: `${config.publicUrl}/api/docs` },
  ];
  const emulator = config.firebase.authEmulatorHost;
  if (emulator) addresses.push({ label: 'Auth emulator', url: `http://${emulator}` });
  return addresses;
}

/** "CollabHub is running" and one aligned line per address. */
export function startBanner(addresses: readonly LocalAddress[]): string {
  const width = Math.max(...addresses.map((a) => a.label.length));
  return ['CollabHub is running', ...addresses.map((a) => `  ${`${a.label}:`.padEnd(width + 2)}${a.url}`)].join('\n');
}
