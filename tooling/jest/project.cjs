// Builds one package's jest project. Web packages run in jsdom; server code in node.
const path = require('node:path');
const swc = require('./swc-transform.cjs');

const root = path.resolve(__dirname, '../..');

/** @param {{ dir: string, env: 'node' | 'jsdom', setupFiles?: string[], extra?: object }} opts */
module.exports = function jestProject({ dir, env, setupFiles = [], extra = {} }) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: env,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test-support/**/*.test.{ts,tsx}'],
    transform: { '^.+\\.(t|j)sx?$': swc },
    // Workspace packages are consumed from source, as webpack does.
    moduleNameMapper: {
      '^shared-api$': path.join(root, 'shared-api/src/index.ts'),
      '^shared-ui$': path.join(root, 'shared-ui/src/index.ts'),
      '^shared-auth$': path.join(root, 'shared-auth/src/index.ts'),
      '^shared-auth/query$': path.join(root, 'shared-auth/src/query/index.ts'),
      // Test helpers shared by every package's tests.
      '^jest-support/(.*)$': path.join(__dirname, 'support/$1'),
      '^shared-api/(.*)$': path.join(root, 'shared-api/src/$1.ts'),
      '\\.(css|png|svg|jpg)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFilesAfterEnv: [
      ...(env === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : []),
      ...setupFiles,
    ],
    ...extra,
  };
};
