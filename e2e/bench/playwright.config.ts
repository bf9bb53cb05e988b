// The browser benchmarks: the suite's settings (Debian's Chromium, the product started by the global setup),
// with their own folder so `npm test` never runs them.
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.bench.ts',
  globalSetup: '../support/global-setup.ts',
  outputDir: '../test-results/bench',
  reporter: [['list']],
  timeout: 900_000,
});
