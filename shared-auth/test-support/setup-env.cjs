// Applies the shared DOM test setup only in jsdom test files.
if (typeof window !== 'undefined') require('../../tooling/jest/setup-dom.cjs');
