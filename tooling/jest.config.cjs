// Tests of the build and lint tooling itself.
module.exports = require('./jest/project.cjs')({
  dir: __dirname,
  env: 'node',
  extra: { testMatch: ['<rootDir>/lint/**/*.test.ts', '<rootDir>/jest/**/*.test.ts'] },
});
