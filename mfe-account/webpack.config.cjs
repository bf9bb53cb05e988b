const createConfig = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  name: 'mfe_account',
  dir: __dirname,
  exposes: {
    './BillingPage': './src/expose/billing-page.tsx',
    './SettingsPage': './src/expose/settings-page.tsx',
    './ModerationPage': './src/expose/moderation-page.tsx',
    './AppealPage': './src/expose/appeal-page.tsx',
  },
});
