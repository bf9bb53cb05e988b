// Facts about the workspace the scripts share: where things are and which packages build how.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PNPM_VERSION = '10.34.8';

/** Front-end builds, in the order they are built. The shell is the host; the rest are remotes. */
export const WEB_PACKAGES = ['shell', 'mfe-discovery', 'mfe-profile', 'mfe-messaging', 'mfe-account'];
/** Packages compiled with tsc to dist/ (the server needs shared-api at run time). */
export const NODE_PACKAGES = ['shared-api', 'server'];
/** Source packages consumed by other builds; a change in one rebuilds its consumers. */
export const SHARED_SOURCES = ['shared-ui', 'shared-auth', 'shared-api', 'tooling/webpack', 'tooling/federation'];
/** Every package that is typechecked. */
export const TYPECHECKED = ['shared-api', 'shared-ui', 'shared-auth', 'shell', 'mfe-discovery', 'mfe-profile',
  'mfe-messaging', 'mfe-account', 'server', 'e2e'];
