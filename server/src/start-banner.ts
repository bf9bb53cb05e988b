// The lines the server prints once it listens: every address a developer may open on this machine.
import type { Config } from './config';

export interface LocalAddress {
  label: string;
  url: string;
}

/** The product, its API docs and metrics where they are served, and in development the inbox and the Auth emulator. */
export function localAddresses(config: Config): LocalAddress[] {
  const addresses: LocalAddress[] = [{ label: 'App', url: config.publicUrl }];
  if (config.operations.apiDocs) addresses.push({ label: 'API docs', url: `${config.publicUrl}/api/docs` });
  const metrics = config.operations.metrics;
  if (metrics) addresses.push({ label: 'Metrics', url: `http://${metrics.host}:${metrics.port}/metrics` });
  // Development catches every email the product sends unless SMTP is configured (docs/email.md).
  if (!config.isProduction && config.email.enabled && !config.email.smtp) {
    addresses.push({ label: 'Development inbox', url: `${config.publicUrl}/dev/inbox` });
  }
  const emulator = config.firebase.authEmulatorHost;
  if (emulator) addresses.push({ label: 'Auth emulator', url: `http://${emulator}` });
  return addresses;
}

/** "CollabHub is running" and one aligned line per address. */
export function startBanner(addresses: readonly LocalAddress[]): string {
  const width = Math.max(...addresses.map((a) => a.label.length));
  return ['CollabHub is running', ...addresses.map((a) => `  ${`${a.label}:`.padEnd(width + 2)}${a.url}`)].join('\n');
}
