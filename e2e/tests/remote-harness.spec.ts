// Working on one remote alone (docs/remotes.md, "Work on one remote alone"): the profile remote's standalone harness,
// started as a feature team starts it, against the running product. A test user signs in from the harness
// toolbar (Auth emulator, no popup), connects a channel through the development consent page, completes the
// profile, and the member page shows that user's data; a reload keeps the session; sign-out ends it.
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/artifacts';
import { startHarness, type HarnessServer } from '../support/harness-server';
import { completeProfile, newCreator } from '../support/journey';

test.describe.configure({ mode: 'serial' });

let harness: HarnessServer;
const creator = newCreator('harness');
let channelName = '';

test.beforeAll(async () => {
  // The first development compilation is slow on a busy machine.
  test.setTimeout(360_000);
  const api = process.env.E2E_BASE_URL ?? '';
  expect(api, 'global-setup starts the product').not.toBe('');
  harness = await startHarness('mfe-profile', api);
});

test.afterAll(async () => {
  await harness?.stop();
});

const toolbar = (page: Page) => page.getByRole('region', { name: 'Development harness' });

test('a test user signs in from the harness, is onboarded there and sees their own profile', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${harness.url}/profile/me`);
  await expect(page.getByRole('banner').getByText('mfe_profile')).toBeVisible();
  // Signed out: the member page does not show anyone's profile.
  await expect(toolbar(page).getByRole('button', { name: 'Sign in as test user' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await saveScreenshot(page, 'harness-signed-out-1280');

  await toolbar(page).getByLabel('Test user').fill(creator.email);
  await toolbar(page).getByRole('button', { name: 'Sign in as test user' }).click();
  await expect(toolbar(page)).toContainText(`Signed in as ${creator.email} (no channel connected)`);
  await expect(page.getByText('No channel is connected yet.')).toBeVisible();

  // The development consent page of the API, through the harness's proxy, then back into the harness.
  await toolbar(page).getByRole('link', { name: 'Connect a channel' }).click();
  await expect(page).toHaveURL(/\/api\/dev-oauth\/authorize/);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Connect selected channel' }).click();
  await expect(page).toHaveURL(new RegExp(`^${harness.url}/profile/edit`));
  const summary = page.getByRole('region', { name: 'Verified YouTube information' });
  await expect(summary).toBeVisible();
  channelName = (await summary.locator('p').nth(1).innerText()).trim();
  expect(channelName).not.toBe('');
  await expect(toolbar(page)).toContainText('(profile not completed)');

  await completeProfile(page);
  // The registration ends on the dashboard, which this remote does not have: the harness goes home.
  await expect(page).toHaveURL(`${harness.url}/profile/me`, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: channelName })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Gaming');
  await expect(toolbar(page)).toContainText(`Signed in as ${creator.email} (registered member)`);

  await saveScreenshot(page, 'harness-profile-1280');
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('heading', { level: 1, name: channelName })).toBeVisible();
  await saveScreenshot(page, 'harness-profile-360');
});

test('the harness keeps the test user across a reload, and sign-out ends the session', async ({ page }) => {
  test.setTimeout(90_000);
  expect(channelName, 'the first test onboarded the test user').not.toBe('');
  // A new browser context: sign in again as the same test user, now a registered member.
  await page.goto(`${harness.url}/profile/me`);
  await toolbar(page).getByLabel('Test user').fill(creator.email);
  await toolbar(page).getByRole('button', { name: 'Sign in as test user' }).click();
  await expect(toolbar(page)).toContainText('(registered member)');
  await expect(page.getByRole('heading', { level: 1, name: channelName })).toBeVisible();

  await page.reload();
  await expect(toolbar(page)).toContainText(`Signed in as ${creator.email} (registered member)`);
  await expect(page.getByRole('heading', { level: 1, name: channelName })).toBeVisible();

  await toolbar(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(toolbar(page).getByRole('button', { name: 'Sign in as test user' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: channelName })).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(toolbar(page).getByRole('button', { name: 'Sign in as test user' })).toBeVisible();
  await saveScreenshot(page, 'harness-signed-out-360');
});
