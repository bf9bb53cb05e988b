// "Active in the last 30 days": a member whose channel has a verified upload (a development YouTube sync) is listed
// under the filter, channels without an upload in the window are not, and the total is exact. With SCREENSHOT_DIR set, the filtered dashboard
// is captured at 1280 and 360 px.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newCreator, onboard } from '../support/journey';

const shotsDir = process.env.SCREENSHOT_DIR;

async function ownChannel(page: Page): Promise<{ id: number; name: string }> {
  return page.evaluate(() => {
    const c = JSON.parse(localStorage.getItem('userChannel') ?? '{}') as { id: number; channelName?: string; name?: string };
    return { id: c.id, name: c.channelName ?? c.name ?? '' };
  });
}

async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<unknown> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const res = await page.request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${url} answered ${res.status()}`).toBe(true);
  return res.json();
}

test('the activity filter lists a channel with a recent verified upload and leaves out one without', async ({ browser }) => {
  test.setTimeout(180_000);
  const synced = await (await browser.newContext()).newPage();
  await onboard(synced, newCreator('active'));
  expect(await api(synced, 'POST', '/api/dev/youtube-sync/now')).toEqual({ outcome: 'synced' });
  const active = await ownChannel(synced);

  const viewer = await (await browser.newContext()).newPage();
  await onboard(viewer, newCreator('viewer'));
  // Development channels reach 10 million subscribers: the default upper bound (1 million) would leave some out.
  const body = { filter: { active_within_days: 30, subscribers_max: 10_000_000 }, sort_by: 'subscriber_count', pagination: { page: 0, limit: 100 } };
  const listed = await api(viewer, 'POST', '/api/loadFilteredChannels', body) as {
    channels: Array<{ id: number; name: string; lastUploadAt: string | null }>; totalCount: number; totalCountExact?: boolean;
  };
  const ids = listed.channels.map((c) => c.id);
  expect(ids).toContain(active.id);
  // Every channel without an upload in the window is left out, whatever else it matches.
  const everyone = await api(viewer, 'POST', '/api/loadFilteredChannels', { ...body, filter: { subscribers_max: 10_000_000 }, pagination: { page: 0, limit: 100 } }) as {
    channels: Array<{ id: number; name: string; lastUploadAt: string | null }>;
  };
  const quiet = everyone.channels.find((c) => c.lastUploadAt === null || Date.parse(c.lastUploadAt) < Date.now() - 30 * 86_400_000);
  expect(quiet).toBeDefined();
  expect(ids).not.toContain(quiet!.id);
  for (const c of listed.channels) expect(Date.parse(c.lastUploadAt ?? '')).toBeGreaterThan(Date.now() - 30 * 86_400_000);
  // Other journeys sync channels too: the window may hold more than this first page, never fewer.
  expect(listed.totalCountExact).toBe(true);
  expect(listed.totalCount).toBeGreaterThanOrEqual(listed.channels.length);
  if (listed.totalCount <= 100) expect(listed.totalCount).toBe(listed.channels.length);

  await viewer.getByLabel('Maximum subscribers').fill('10000000');
  await viewer.getByLabel('Active in the last 30 days').check();
  await viewer.getByRole('button', { name: 'Apply Filters' }).click();
  // The dashboard (by subscribers, nine cards a page) shows the first nine of the same listing, in its order.
  const cards = viewer.getByRole('article');
  // Retried until the filtered page replaces the unfiltered one.
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(listed.channels.slice(0, 9).map((c) => c.name), { timeout: 20_000 });
  await expect(cards.getByRole('heading', { name: quiet!.name, exact: true })).toHaveCount(0);
  const card = cards.first();
  if (shotsDir) {
    for (const width of [1280, 360]) {
      await viewer.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      await viewer.screenshot({ path: path.join(shotsDir, `activity-filter-${width}.png`) });
    }
  }
  for (const p of [synced, viewer]) await p.context().close();
});
