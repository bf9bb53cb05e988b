const createConfig = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  name: 'mfe_discovery',
  dir: __dirname,
  exposes: {
    './DashboardPage': './src/expose/dashboard-page.tsx',
    './ChannelPage': './src/expose/channel-page.tsx',
    './ChannelSearch': './src/expose/channel-search.tsx',
  },
});
