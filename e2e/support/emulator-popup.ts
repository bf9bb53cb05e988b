import type { Page } from '@playwright/test';

/**
 * Completes Google sign-in in the Firebase Auth emulator's popup (its account chooser), started by `trigger`.
 * A new account is added with the given email and name; an existing one is picked from the list.
 */
export async function signInThroughEmulatorPopup(
  page: Page,
  trigger: () => Promise<void>,
  account: { email: string; name: string; existing?: boolean },
): Promise<void> {
  const popupPromise = page.waitForEvent('popup');
  await trigger();
  const popup = await popupPromise;
  // The chooser pulls its stylesheet and fonts from public CDNs; they are unreachable here and not needed.
  await popup.route(/unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com/, (route) => route.abort());
  await popup.waitForLoadState('domcontentloaded');
  if (account.existing) {
    await popup.locator('.js-reuse-account', { hasText: account.email }).first().click();
  } else {
    await popup.locator('#add-account-button button').click();
    await popup.locator('#email-input').fill(account.email);
    await popup.locator('#display-name-input').fill(account.name);
    await popup.locator('#sign-in').click();
  }
  // The popup may close while the click above is still settling; its 'close' event has then already fired.
  if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 30_000 });
}
