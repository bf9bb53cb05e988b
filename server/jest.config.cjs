// Server tests share one Firebase Auth emulator, started once for the whole run.
const path = require('node:path');
const swc = require('../tooling/jest/swc-transform.cjs');

module.exports = require('../tooling/jest/project.cjs')({
  dir: __dirname,
  env: 'node',
  setupFiles: [path.join(__dirname, 'test-support/jest-setup.ts')],
  extra: {
    globalSetup: path.join(__dirname, 'test-support/global-setup.mjs'),
    globalTeardown: path.join(__dirname, 'test-support/global-teardown.mjs'),
    // Some dependencies do not load under jest's CommonJS runtime as published: content-disposition (used by
    // @fastify/static) ships ESM only, while PGlite's CommonJS build and @fastify/cookie use dynamic import().
    // SWC compiles them to plain require() calls.
    transform: {
      '^.+\\.(t|j)sx?$': swc,
      '@electric-sql/pglite/dist/.+\\.cjs$': swc,
    },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie@|cookie/|@electric-sql|@fastify\\+cookie|@fastify/cookie))'],
  },
});
