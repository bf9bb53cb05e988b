// A remote's standalone dev harness (`pnpm --filter <remote> dev`): its pages with their own router, the same
// providers the shell gives them, and a development toolbar to sign a test user in. Inside the shell, the
// exposed modules are used instead and the shell owns the one router. Lives here because every remote needs
// exactly this and the session providers are ours. The harness itself is a separate chunk: shared-auth is
// part of every production page, the harness and its test-user sign-in never are.
import type { ReactNode } from 'react';

export interface StandaloneHarnessOptions {
  /** The container name, shown as the harness logo. */
  name: string;
  /** Path → page; unknown paths go to `home`. */
  routes: Record<string, ReactNode>;
  home: string;
  /** Header slots the shell would fill from this remote (search box, notification bell). */
  search?: ReactNode;
  actions?: ReactNode;
}

export function renderStandalone(options: StandaloneHarnessOptions): void {
  import(/* webpackChunkName: "standalone-harness" */ './standalone-harness')
    .then(({ mountStandalone }) => mountStandalone(options))
    .catch((err: unknown) => console.error('The standalone harness could not start:', err));
}
