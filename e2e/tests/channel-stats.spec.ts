// Verified channel stats in development: after a sync the channel page says "synced … ago" and draws the growth
// history; a member whose YouTube grant is revoked sees "Reconnect YouTube" on their profile, and reconnecting
// through the connect flow clears it. Screenshots of the channel page at 1280 and 360 px go to /tmp/shots-i33/.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { onboard, newCreator } from '../support/journey';

const SHOTS = '/tmp/shots-i33';

async function call(page: Page, method: 'POST' | 'GET', path: string): Promise<unknown> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const res = await page.request.fetch(path, { method, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path} answered ${res.status()}`).toBe(true);
  return res.json();
}

test('a synced channel shows its age and history; a revoked member reconnects YouTube', async ({ page }) => {
  await onboard(page, newCreator('stats'));
  const channelId = await page.evaluate(() => Number(JSON.parse(localStorage.getItem('userChannel') ?? '{}').id));
  // Two development syncs: the development provider nudges the numbers each time, so the chart has a slope.
  expect(await call(page, 'POST', '/api/dev/youtube-sync/now')).toEqual({ outcome: 'synced' });
  expect(await call(page, 'POST', '/api/dev/youtube-sync/now')).toEqual({ outcome: 'synced' });

  await page.goto(`/channelPage/${channelId}`);
  const growth = page.getByTestId('growth-chart');
  await expect(growth.getByText(/Verified · synced (just now|\d+ min ago)/)).toBeVisible();
  await expect(growth.getByRole('img', { name: 'Subscribers and views over time' })).toBeVisible();
  await expect(growth.locator('polyline')).toHaveCount(2);
  mkdirSync(SHOTS, { recursive: true });
  await growth.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/channel-page-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/channel-page-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  expect(await call(page, 'POST', '/api/dev/youtube-sync/revoke')).toEqual({ outcome: 'revoked' });
  await page.goto('/profile/me');
  const reconnect = page.getByRole('link', { name: 'Reconnect YouTube' });
  await expect(reconnect).toBeVisible();
  await expect(page.getByText('Stale · YouTube disconnected')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/profile-reconnect-1280.png`, fullPage: true });

  await reconnect.click();
  await expect(page).toHaveURL(/\/api\/dev-oauth\/authorize/);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Connect selected channel' }).click();
  await expect(page).not.toHaveURL(/dev-oauth/);
  await page.goto('/profile/me');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reconnect YouTube' })).toHaveCount(0);
  await expect(page.getByText(/Verified · synced/)).toBeVisible();
});
