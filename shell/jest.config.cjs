// jsdom; shared-auth (and the Firebase SDK behind it) needs a fetch global at import, see the guard.
const path = require('node:path');

module.exports = require('../tooling/jest/project.cjs')({
  dir: __dirname,
  env: 'jsdom',
  extra: { setupFiles: [path.join(__dirname, '../shared-auth/test-support/jsdom-network-guard.cjs')] },
});
