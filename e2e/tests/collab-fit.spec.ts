// Discovery that explains itself: a member sorts by Best fit and sees reason chips on the cards, opens "Why this
// match?", saves a search; a new matching channel joins and the member gets the in-app "new channels match" alert.
// With SCREENSHOT_DIR set, screenshots of each step are written there at 1280 and 360 px.
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { newCreator, onboard } from '../support/journey';
import { memberApi } from '../support/member-api';

test.describe.configure({ mode: 'serial' });

const shotsDir = process.env.SCREENSHOT_DIR;

/**
 * The viewport around `focus` at each width, or the whole page from its top without one (a full-page capture of a
 * scrolled page draws the sticky header in the middle).
 */
async function shoot(page: Page, name: string, focus?: Locator) {
  if (!shotsDir) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    if (focus) await focus.scrollIntoViewIfNeeded();
    else await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: !focus && width === 360 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function member(browser: Browser, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await onboard(page, newCreator(label));
  return page;
}

let a: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  a = await member(browser, 'fit-a');
});

test.afterAll(async () => {
  await a?.context().close();
});

test('Best fit: cards show reason chips, and "Why this match?" lists every component', async () => {
  await expect(a.getByRole('heading', { name: 'Find Collaborators' })).toBeVisible();
  await a.getByLabel('Sort by').selectOption('fit');
  await expect(a).toHaveURL(/sort=fit/);
  const firstCard = a.getByRole('article').first();
  await expect(firstCard.getByText(/% fit$/)).toBeVisible({ timeout: 20_000 });
  // The member is Gaming: the best fits share it, and say so first.
  await expect(firstCard.getByRole('list', { name: 'Why you fit' }).getByRole('listitem').first()).toHaveText('Both Gaming');
  await shoot(a, 'cards-with-chips', firstCard);

  await firstCard.getByRole('button', { name: 'Why this match?' }).click();
  const dialog = a.getByRole('dialog', { name: 'Why this match?' });
  await expect(dialog).toBeVisible();
  for (const part of ['Shared topics', 'Content language', 'Size fit', 'Collaboration status', 'Formats you both offer', 'Activity (verified)', 'Responsiveness']) {
    await expect(dialog.getByRole('cell', { name: new RegExp(`^${part.replace(/[()]/g, '\\$&')}`) })).toBeVisible();
  }
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await shoot(a, 'why-this-match', dialog);
  await a.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a saved search alerts the member when a matching channel joins', async ({ browser }) => {
  test.setTimeout(180_000);
  // The joining creator connects the biggest listed channel (millions of subscribers): the search asks for up to
  // 10,000,000, since an empty maximum means 1,000,000 here as in the listing.
  await a.getByLabel('Maximum subscribers').fill('10000000');
  await a.getByLabel('Category/Niche').selectOption({ label: 'Gaming' });
  await a.getByRole('button', { name: 'Apply Filters' }).click();
  const name = `Gaming ${Date.now().toString(36)}`;
  await a.getByRole('button', { name: 'Saved searches' }).click();
  await a.getByLabel('Name of the search').fill(name);
  await a.getByRole('button', { name: 'Save search' }).click();
  await expect(a.getByRole('list', { name: 'Your saved searches' }).getByRole('button', { name, exact: true })).toBeVisible();
  await shoot(a, 'saved-searches', a.getByRole('list', { name: 'Your saved searches' }));

  // A new creator joins with a Gaming channel (onboard completes the profile as Gaming).
  const b = await member(browser, 'fit-b');
  await b.context().close();
  const check = await memberApi<{ sent: number }>(a, '/api/dev/saved-searches/check', { method: 'POST' });
  expect(check.status).toBe(200);
  expect(check.body.sent).toBeGreaterThanOrEqual(1);

  await expect(a.getByTestId('notification-badge')).toBeVisible({ timeout: 10_000 });
  await a.getByRole('button', { name: /^Notifications/ }).click();
  const panel = a.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(new RegExp(`new channels? match(es)? "${name}"`))).toBeVisible();
});

test('the public page documents the parameters, and a channel page lists similar channels', async () => {
  await a.goto('/how-matching-works');
  await expect(a.getByRole('heading', { name: 'How matching works' })).toBeVisible();
  await expect(a.getByRole('cell', { name: 'Size fit' })).toBeVisible();
  await shoot(a, 'how-matching-works');

  const listing = await memberApi<{ channels: Array<{ id: number }> }>(a, '/api/loadFilteredChannels', {
    method: 'POST', body: { filter: {}, sort_by: 'relevance', pagination: { page: 0, limit: 1 } },
  });
  await a.goto(`/channelPage/${listing.body.channels[0]!.id}`);
  const similar = a.getByRole('region', { name: 'Similar channels' });
  await expect(similar.getByRole('link').first()).toBeVisible({ timeout: 20_000 });
  await shoot(a, 'similar-channels', similar);

  await a.goto(`/profile/${listing.body.channels[0]!.id}`);
  const onProfile = a.getByRole('region', { name: 'Similar channels' });
  await expect(onProfile.getByRole('link').first()).toBeVisible({ timeout: 20_000 });
  await shoot(a, 'profile-similar-channels', onProfile);
});
