// jsdom by default; the authFetch test opts into the node environment (real sockets to the Auth emulator),
// so the DOM setup is applied only where a window exists.
const path = require('node:path');

module.exports = require('../tooling/jest/project.cjs')({
  dir: __dirname,
  env: 'jsdom',
  extra: { setupFilesAfterEnv: [path.join(__dirname, 'test-support/setup-env.cjs')] },
});
