import { expect, test } from '@playwright/test';
import { newCreator, onboard } from '../support/journey';
import { describeWeight, JS_BUDGET_GZIP, JS_GOAL_GZIP, recordScripts } from '../support/script-weight';

// Byte budgets of the JavaScript a first visit loads (issue 14): deterministic for a given build, unlike timings.
// Everything up to the first settled view counts, lazy chunks included; a fresh browser context means a cold cache.

test('the landing page loads at most 150 KB of JavaScript (gzip)', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const weigh = recordScripts(page, baseURL!);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find Your Next Big Collaboration' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const weight = await weigh();
  test.info().annotations.push({ type: 'landing JS', description: describeWeight(weight) });
  expect(weight.gzipBytes, describeWeight(weight)).toBeLessThanOrEqual(JS_BUDGET_GZIP.landing);
  // Sign-in code (Firebase) loads when it is needed, not for a visitor who only reads.
  expect(weight.files.filter((f) => /firebase/.test(f.url)), describeWeight(weight)).toEqual([]);
  // The shell starts with two scripts, its entry and one start-up chunk (React, the router, styled-components,
  // jotai, shared-ui, shared-auth and the app), then the landing page's own chunk. Split per package, the start-up
  // was twelve scripts, each inserted and requested separately (tooling/webpack/create-config.cjs).
  const urls = weight.files.map((f) => f.url.replace(/\?.*$/, ''));
  expect(urls.filter((url) => /^\/main\.[0-9a-f]{8}\.js$/.test(url)), describeWeight(weight)).toHaveLength(1);
  expect(urls.filter((url) => /^\/startup\.[0-9a-f]{8}\.js$/.test(url)), describeWeight(weight)).toHaveLength(1);
  expect(weight.files.length, describeWeight(weight)).toBeLessThanOrEqual(3);
  // The page names that chunk in a preload link, so it downloads alongside the entry rather than after it, and
  // asks for the entry at high priority (a deferred script is otherwise fetched at low priority): the page paints
  // nothing before both have run.
  const startup = urls.find((url) => url.startsWith('/startup.'));
  const entry = urls.find((url) => url.startsWith('/main.'));
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(`<link rel="preload" as="script" href="${startup}">`);
  expect(html).toContain(`<script defer="defer" src="${entry}" fetchpriority="high"></script>`);
  await context.close();
});

test('the dashboard loads no more JavaScript than its budget (gzip) for a signed-in member', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const signUp = await browser.newContext();
  await onboard(await signUp.newPage(), newCreator('weight'));
  // The member's stored session (Firebase keeps it in IndexedDB), in a context with an empty HTTP cache.
  const context = await browser.newContext({ storageState: await signUp.storageState({ indexedDB: true }) });
  await signUp.close();
  const page = await context.newPage();
  const weigh = recordScripts(page, baseURL!);
  // Firebase's popup machinery (Google's gapi script, Firebase's auth iframe) belongs to a sign-in only.
  const popupLoads: string[] = [];
  page.on('request', (request) => {
    if (/apis\.google\.com|\/__\/auth\/(iframe|handler)/.test(request.url())) popupLoads.push(request.url());
  });
  await page.goto('/dashboardV2');
  await expect(page.getByRole('heading', { name: 'Find Collaborators', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboardV2/);
  // The result cards: the remote and its data have arrived.
  await expect(page.getByText('View Profile').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const weight = await weigh();
  test.info().annotations.push({ type: 'dashboard JS', description: describeWeight(weight) },
    { type: 'dashboard goal', description: `${((weight.gzipBytes - JS_GOAL_GZIP.dashboard) / 1024).toFixed(1)} KB over 250 KB` });
  expect(weight.gzipBytes, describeWeight(weight)).toBeLessThanOrEqual(JS_BUDGET_GZIP.dashboard);
  expect(popupLoads).toEqual([]);
  await context.close();
});
