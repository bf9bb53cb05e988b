import { expect, type Page } from '@playwright/test';
import { signInThroughEmulatorPopup } from './emulator-popup';

export interface Creator { email: string; name: string }

/** A unique creator per run, so reruns against the same emulator never collide. */
export function newCreator(label: string): Creator {
  const id = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${id}@example.com`, name: `Creator ${id}` };
}

/** From the landing page: 'Sign Up for Free' → emulator account chooser (new account) → /register. */
export async function signUp(page: Page, creator: Creator): Promise<void> {
  await page.goto('/');
  await signInThroughEmulatorPopup(page, () => page.getByRole('button', { name: 'Sign Up for Free' }).click(), creator);
  await expect(page).toHaveURL(/\/register/);
}

/** /register → Connect → development consent page → pick the first listed channel → /profile/edit. */
export async function connectChannel(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect YouTube Channel' }).click();
  await expect(page).toHaveURL(/\/api\/dev-oauth\/authorize/);
  await expect(page.getByText('Development sign-in', { exact: false }).first()).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Connect selected channel' }).click();
  await expect(page).toHaveURL(/\/profile\/edit/);
  await expect(page.getByRole('button', { name: 'Update Profile' })).toBeVisible();
}

/** Removes every chosen content language (a connected channel may come with some). */
export async function clearLanguages(page: Page): Promise<void> {
  const remove = page.getByRole('button', { name: /^Remove / });
  while (await remove.count()) await remove.first().click();
}

/** Fills the required fields of the Edit Profile form (category, one language, status). */
export async function completeProfile(page: Page): Promise<void> {
  await page.getByLabel('Niche/Categories').selectOption({ label: 'Gaming' });
  await clearLanguages(page);
  const picker = page.getByLabel('Add a content language');
  await expect(picker.locator('option', { hasText: 'English' })).toHaveCount(1);
  await picker.selectOption({ label: 'English' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Collaboration Status').selectOption({ label: 'Open to Collaborations' });
  await page.getByRole('button', { name: 'Update Profile' }).click();
}

/** A brand-new, validated creator on /dashboardV2: sign up, connect a channel, complete the profile. */
export async function onboard(page: Page, creator: Creator): Promise<void> {
  await signUp(page, creator);
  await connectChannel(page);
  await completeProfile(page);
  await expect(page).toHaveURL(/\/dashboardV2/, { timeout: 20_000 });
}
