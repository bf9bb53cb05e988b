import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../support/artifacts';

test('the landing page renders its hero through the shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find Your Next Big Collaboration' })).toBeVisible();
  await expect(page.getByText('Connect with fellow creators, brands, and audiences to grow your channel and reach new heights.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up for Free' })).toBeVisible();
  await saveScreenshot(page, 'landing');
});

test('a protected route sends a visitor who is not signed in to the landing page', async ({ page }) => {
  await page.goto('/messages');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Find Your Next Big Collaboration' })).toBeVisible();
});
