module.exports = require('../tooling/jest/project.cjs')({ dir: __dirname, env: 'node' });
