import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../support/artifacts';

test('the login page explains where sign-in happens and shows the error text from the query', async ({ page }) => {
  await page.goto('/login?error=oauth');
  await expect(page.getByText('Login with Google failed. Please try again or contact support.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to registration' })).toHaveAttribute('href', '/register');
  await saveScreenshot(page, 'login-error');
});

test('the legal pages load the server\'s texts', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText(/CollabHub/).first()).toBeVisible();
  await saveScreenshot(page, 'terms');
  await page.goto('/privacy');
  await expect(page.getByText(/CollabHub/).first()).toBeVisible();
  await saveScreenshot(page, 'privacy');
});

test('the legal page shows the spec\'s error text when its file cannot be loaded', async ({ page }) => {
  await page.route('**/terms_of_service.txt', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/terms');
  await expect(page.getByText('Error loading Terms of Service. Please try again later.')).toBeVisible();
});

test('coming-soon mode: Get Notified scrolls to the form, empty and successful sign-ups', async ({ page }) => {
  // The runtime config chooses the mode (COMING_SOON on the server); switch it for this page only.
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, comingSoon: true, launchDate: '2027-03-01' } });
  });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Creators' })).toHaveCount(0);
  await expect(page.getByText('What to Expect')).toBeVisible();
  await saveScreenshot(page, 'coming-soon');

  await header.getByRole('button', { name: 'Get Notified' }).click();
  const email = page.getByLabel('Email address');
  await expect(email).toBeInViewport();
  await expect(email).toHaveAttribute('type', 'email');

  const form = page.getByRole('form', { name: 'Get notified at launch' });
  await form.getByRole('button', { name: 'Get Notified' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();

  await email.fill(`launch-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Get Notified' }).click();
  await expect(page.getByText("Thanks for subscribing! We'll keep you updated.")).toBeVisible();
});
