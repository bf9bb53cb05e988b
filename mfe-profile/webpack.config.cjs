const createConfig = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  name: 'mfe_profile',
  dir: __dirname,
  exposes: {
    './ProfilePage': './src/expose/profile-page.tsx',
    './EditProfilePage': './src/expose/edit-profile-page.tsx',
  },
});
