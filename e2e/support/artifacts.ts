import path from 'node:path';
import type { Page } from '@playwright/test';

/** Screenshots kept as test artifacts (e2e/artifacts/<name>.png), for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(__dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}
