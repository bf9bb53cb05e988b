// The host: no exposes and no remotes (they are registered at run time from /remotes.json).
const createConfig = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({ name: 'shell', dir: __dirname, isHost: true });
