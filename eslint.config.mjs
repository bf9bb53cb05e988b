// One flat ESLint config for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { boundaryBlocks, serverConventionBlocks, zoneBlocks } from './tooling/lint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/@mf-types/**', 'e2e/artifacts/**',
      'e2e/test-results/**', 'e2e/playwright-report/**', '**/.data/**', 'server/src/db/migrations/**',
      // Deliberate violations, linted only by the boundary rules' own test.
      'tooling/lint/fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The React compiler rules flag legitimate effect patterns (subscriptions, timers); keep the classic two.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/purity': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Import cycles are refused everywhere (an import of a module that, directly or not, imports the importer).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript dependencies too (a cycle runs through them), resolved as TypeScript resolves them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Package boundaries of the web packages (see tooling/lint/boundaries.mjs).
  ...boundaryBlocks(),
  // Zones inside packages: features, server modules' repositories, realtime (see tooling/lint/boundaries.mjs).
  ...zoneBlocks(),
  // Server: repositories built by the composition root only, authentication declared per route group.
  ...serverConventionBlocks(),
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/**', 'mfe-*/**', 'shared-ui/**', 'shared-auth/**', 'tooling/jest/setup-dom.cjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['tooling/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Plain ES5 script served to browsers as is (the Auth emulator's gapi.iframes stand-in).
    files: ['server/assets/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-this-alias': 'off', '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
);
