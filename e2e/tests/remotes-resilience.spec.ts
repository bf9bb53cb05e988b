// A mistake in the live remotes.json: a typo that breaks the JSON keeps the last valid copy in service (every remote
// still loads); an entry that is broken fails only its own remote, in its own slot, and the header keeps its size.
// The suite's server reads its own copy of remotes.json (E2E_REMOTES_FILE, see global-setup), restored after each test.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/artifacts';
import { newCreator, onboard } from '../support/journey';

test.describe.configure({ mode: 'serial' });

let remotesFile: string;
let original: string;
let page: Page;

test.beforeAll(async ({ browser }) => {
  remotesFile = process.env.E2E_REMOTES_FILE ?? '';
  expect(remotesFile, 'global-setup provides the suite\'s own remotes.json').not.toBe('');
  original = readFileSync(remotesFile, 'utf8');
  page = await (await browser.newContext()).newPage();
  await onboard(page, newCreator('remotes'));
});

test.afterEach(() => writeFileSync(remotesFile, original));
test.afterAll(() => { if (remotesFile && original) writeFileSync(remotesFile, original); });

async function dashboardReady(): Promise<void> {
  await page.goto('/dashboardV2');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Collaborators' })).toBeVisible();
}

test('a typo in remotes.json keeps the last valid copy: every remote still loads', async () => {
  const before = await (await page.request.get('/remotes.json')).text();
  writeFileSync(remotesFile, original.replace(/}\s*$/, ',}'));
  const res = await page.request.get('/remotes.json');
  expect(res.status()).toBe(200);
  expect(await res.text()).toBe(before);
  await dashboardReady();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search channels' })).toBeVisible();
});

test('a broken entry fails only its remote, in its own slot, and the header keeps its size', async () => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await dashboardReady();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    const header = page.locator('header').first();
    const healthy = await header.boundingBox();
    const remotes = JSON.parse(original) as Record<string, string>;
    remotes.mfe_messaging = '';
    writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));
    await dashboardReady();
    await expect(page.getByRole('button', { name: 'Retry: This section could not be loaded.' }).first()).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search channels' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    const broken = await header.boundingBox();
    expect(Math.abs((broken?.height ?? 0) - (healthy?.height ?? 0)), `header height at ${width} px`).toBeLessThanOrEqual(1);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `nothing scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `remote-entry-broken-${width}`);
    writeFileSync(remotesFile, original);
  }
});
