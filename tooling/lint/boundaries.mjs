// The architecture's import boundaries as ESLint rules (no-restricted-imports), one block per web package:
//   - a remote imports no other remote (by package name or by a relative path into its folder);
//   - the shell and the remotes reach jotai and firebase only through shared-auth (one store, one Firebase);
//   - shared packages are imported by package name and their declared `exports` only, never by a deep path;
//   - test-support code (a `test-support` folder, `jest-support/*`) is imported only by tests.
// boundaries.test.ts lints a deliberate violation of each rule.
import { readFileSync } from 'node:fs';

export const REMOTES = ['mfe-discovery', 'mfe-profile', 'mfe-messaging', 'mfe-account'];
export const WEB_PACKAGES = ['shell', ...REMOTES];
const SHARED_PACKAGES = ['shared-ui', 'shared-auth', 'shared-api'];
// Subpaths that shared-api declares in its package.json `exports` (read from it, so the two cannot drift).
const SHARED_API_EXPORTS = Object.keys(
  JSON.parse(readFileSync(new URL('../../shared-api/package.json', import.meta.url), 'utf8')).exports,
).filter((key) => key !== '.').map((key) => key.slice(2));
const TOP_LEVEL_PACKAGES = [...WEB_PACKAGES, ...SHARED_PACKAGES, 'server', 'tooling', 'e2e'];

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test-support/**', '**/testing/**'];

const viaSharedAuth = {
  message: 'Import it from shared-auth (the federation singleton that owns the store and Firebase).',
};

function webPatterns(pkg, { tests }) {
  const otherRemotes = REMOTES.filter((r) => r !== pkg);
  const patterns = [
    { regex: '^(jotai|firebase)(/.*)?$', ...viaSharedAuth },
    {
      regex: `^(${otherRemotes.join('|')})(/.*)?$`,
      message: 'A remote never imports another remote: meet through shared-auth, shared-ui and URLs.',
    },
    {
      // Tests may read the build tooling they check (the shared-dependency map, the manifest checker).
      regex: `^(\\.\\./)+(${TOP_LEVEL_PACKAGES.filter((p) => p !== pkg && !(tests && p === 'tooling')).join('|')})(/|$)`,
      message: 'Another package is imported by its package name, never by a relative path.',
    },
    {
      regex: `^shared-ui/.+|^shared-api/(?!(${SHARED_API_EXPORTS.join('|')})$).+|^shared-auth/(?!test-support/).+`,
      message: 'Import shared packages by package name (or a subpath listed in their exports), not a deep path.',
    },
  ];
  if (!tests) {
    patterns.push({
      regex: '(^|/)(test-support|testing)(/|$)|^jest-support/',
      message: 'Test-support code is for tests only.',
    });
  }
  return patterns;
}

/** Flat-config blocks: one for each web package's production code, one for its tests. */
export function boundaryBlocks() {
  const blocks = [];
  for (const pkg of WEB_PACKAGES) {
    const files = [`${pkg}/src/**/*.{ts,tsx}`];
    blocks.push({
      files,
      ignores: TEST_FILES,
      rules: { 'no-restricted-imports': ['error', { patterns: webPatterns(pkg, { tests: false }) }] },
    });
    blocks.push({
      files: TEST_FILES.map((glob) => `${pkg}/src/${glob}`),
      rules: { 'no-restricted-imports': ['error', { patterns: webPatterns(pkg, { tests: true }) }] },
    });
  }
  // Shared packages and the server: test-support stays in tests.
  blocks.push({
    files: [...SHARED_PACKAGES, 'server'].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '(^|/)(test-support|testing)(/|$)|^jest-support/', message: 'Test-support code is for tests only.' }],
      }],
    },
  });
  return blocks;
}
