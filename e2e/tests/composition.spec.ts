import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../support/artifacts';
import { newCreator, onboard } from '../support/journey';

test.describe.configure({ mode: 'serial' });

// One validated creator for the whole file: each remote's route is reached through the composed shell.
test('a route of each remote renders through the shell', async ({ page }) => {
  await onboard(page, newCreator('composition'));

  await expect(page.getByRole('heading', { name: 'Find Collaborators' })).toBeVisible(); // mfe_discovery
  await saveScreenshot(page, 'remote-discovery');

  await page.goto('/messages'); // mfe_messaging
  await expect(page.getByPlaceholder('Search conversations')).toBeVisible();
  await saveScreenshot(page, 'remote-messaging');

  await page.goto('/billing'); // mfe_account
  await expect(page.getByText('$15/mo').first()).toBeVisible();
  await saveScreenshot(page, 'remote-account');

  await page.goto('/profile/me'); // mfe_profile
  await expect(page.getByRole('button', { name: 'Edit Profile' }).or(page.getByRole('link', { name: 'Edit Profile' })))
    .toBeVisible();
  await saveScreenshot(page, 'remote-profile');
});

test('a remote that cannot load shows its fallback while another remote keeps working', async ({ page }) => {
  await onboard(page, newCreator('isolation'));
  await page.route('**/remotes/mfe-account/**', (route) => route.abort());

  await page.goto('/billing');
  await expect(page.getByText('This section could not be loaded.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await saveScreenshot(page, 'remote-fallback');

  // The shell and the other remotes are unaffected.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByRole('heading', { name: 'Find Collaborators' })).toBeVisible();

  // Once the remote is reachable again, Retry brings the page back without a reload.
  await page.goto('/billing');
  await expect(page.getByText('This section could not be loaded.')).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/remotes/mfe-account/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('$15/mo').first()).toBeVisible();
});
