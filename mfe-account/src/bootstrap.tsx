// Standalone harness (`pnpm --filter mfe-account dev`); inside the shell the exposed modules are used instead.
import { renderStandalone } from 'shared-auth';
import { BillingPage } from './features/billing/components/billing-page';
import { SettingsPage } from './features/settings/components/settings-page';

renderStandalone({
  name: 'mfe_account',
  home: '/billing',
  routes: { '/billing': <BillingPage />, '/settings': <SettingsPage /> },
});
