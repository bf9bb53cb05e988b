// jsdom; shared-auth (and the Firebase SDK behind it) needs a fetch global at import, see the guard.
// The chat integration tests (`@jest-environment node`) start the server's realtime test app in-process through
// src/test-support/chat-server.ts, so the server's ESM-only and dynamic-import dependencies are compiled here as in
// server/jest.config.cjs.
const path = require('node:path');
const swc = require('../tooling/jest/swc-transform.cjs');

module.exports = require('../tooling/jest/project.cjs')({
  dir: __dirname,
  env: 'jsdom',
  extra: {
    setupFiles: [path.join(__dirname, '../shared-auth/test-support/jsdom-network-guard.cjs')],
    transform: {
      '^.+\\.(t|j)sx?$': swc,
      '@electric-sql/pglite/dist/.+\\.cjs$': swc,
    },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie@|cookie/|@electric-sql|@fastify\\+cookie|@fastify/cookie))'],
  },
});
