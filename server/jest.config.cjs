// Server tests share one Firebase Auth emulator, started once for the whole run.
const path = require('node:path');

module.exports = require('../tooling/jest/project.cjs')({
  dir: __dirname,
  env: 'node',
  extra: {
    globalSetup: path.join(__dirname, 'test-support/global-setup.mjs'),
    globalTeardown: path.join(__dirname, 'test-support/global-teardown.mjs'),
    testTimeout: 30_000,
  },
});
