import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/artifacts';
import { newCreator, onboard } from '../support/journey';
import { memberApi } from '../support/member-api';

test.describe.configure({ mode: 'serial' });

/** Calls the API from the page as its signed-in member; a failure fails the test. */
async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await memberApi<T>(page, path, init);
  if (res.status < 200 || res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const userIdOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('serverUser') ?? '{}') as { user?: { id: number } }).user?.id ?? 0);

async function member(browser: Browser, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await onboard(page, newCreator(label));
  return { page, id: await userIdOf(page) };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByTestId('notification-badge');
const dropdown = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

let a: { page: Page; id: number };
let b: { page: Page; id: number };

const send = (content: string) =>
  api(a.page, '/api/messages', { method: 'POST', body: { senderId: a.id, recipientId: b.id, content } });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  a = await member(browser, 'notify-a');
  b = await member(browser, 'notify-b');
});

test.afterAll(async () => {
  await a?.page.context().close();
  await b?.page.context().close();
});

test('A messages B: B\'s badge rises live, the dropdown shows it, a click opens the conversation and lowers the badge', async () => {
  await expect(b.page.getByRole('heading', { name: 'Find Collaborators' })).toBeVisible();
  await expect(bell(b.page)).toBeVisible();
  await expect(badge(b.page)).toHaveCount(0);
  // Proof that the rise is pushed, not polled: B asks for the unread count no more between the send and the badge.
  let polls = 0;
  b.page.on('request', (r) => { if (r.url().includes('/api/notifications/unread')) polls += 1; });

  await send('Hello from A — want to collaborate?');
  await expect(badge(b.page)).toHaveText('1', { timeout: 5_000 });
  expect(polls).toBe(0);

  await bell(b.page).click();
  const panel = dropdown(b.page);
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const row = panel.getByRole('listitem').first();
  await expect(row).toContainText('New message from');
  await expect(row).toContainText('Hello from A — want to collaborate?');
  await expect(row).toContainText('Just now');
  await saveScreenshot(b.page, 'notifications-dropdown-1280');

  await row.getByRole('button').click();
  await expect(b.page).toHaveURL(/\/messages\?conversation=\d+$/);
  await expect(panel).toHaveCount(0);
  await expect(badge(b.page)).toHaveCount(0);
  await b.page.reload();
  await expect(bell(b.page)).toBeVisible();
  await expect(badge(b.page)).toHaveCount(0);
});

test('more than 10 notifications: Load more notifications, the duplicate note, and Mark all as read', async () => {
  await b.page.goto('/dashboardV2');
  await expect(bell(b.page)).toBeVisible();
  for (let i = 1; i <= 12; i++) await send(`Message number ${i}`);
  await expect(badge(b.page)).toHaveText('12', { timeout: 10_000 });

  await bell(b.page).click();
  const panel = dropdown(b.page);
  // All twelve come from one conversation: the newest one is shown, the others are counted as duplicates.
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('listitem').first()).toContainText('Message number 12');
  await expect(panel.getByText(/\d+ duplicate notification\(s\) removed/)).toBeVisible();
  const more = panel.getByRole('button', { name: 'Load more notifications' });
  await expect(more).toBeVisible();
  await more.click();
  await expect(more).toHaveCount(0);
  await expect(panel.getByText(/\d+ duplicate notification\(s\) removed/)).toBeVisible();

  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(badge(b.page)).toHaveCount(0);
  await b.page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell(b.page)).toBeFocused();
  await b.page.reload();
  await expect(bell(b.page)).toBeVisible();
  await expect(badge(b.page)).toHaveCount(0);
});

test('the dropdown on a 360 px phone spans the screen; on a desktop it is at least 360 px wide', async () => {
  await send('One for the phone');
  await expect(badge(b.page)).toHaveText('1', { timeout: 5_000 });
  await bell(b.page).click();
  const desktop = await dropdown(b.page).boundingBox();
  expect(desktop?.width ?? 0).toBeGreaterThanOrEqual(360);
  await b.page.keyboard.press('Escape');

  await b.page.setViewportSize({ width: 360, height: 780 });
  await bell(b.page).click();
  const phone = await dropdown(b.page).boundingBox();
  expect(phone?.x).toBe(0);
  expect(phone?.width).toBe(360);
  await expect(dropdown(b.page).getByRole('listitem').first()).toContainText('One for the phone');
  // The visible screen only: the open dropdown is what matters on a phone.
  await b.page.screenshot({ path: path.join(__dirname, '..', 'artifacts', 'notifications-dropdown-360.png') });
  await b.page.setViewportSize({ width: 1280, height: 900 });
});
