// A long conversation as members read it: 300 messages from two creators over five days (sent through the API,
// then dated back in the stopped instance's database). Scrolling up to the first message keeps the message under
// the reader's eye in place each time an older page of 50 arrives; consecutive messages of one sender show one
// time and the days are divided; on a phone the open conversation fills the screen. axe-core finds nothing at
// 1280 and 360 px, and focus never falls to the page body.
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { privateStack, type PrivateStack } from '../support/private-stack';
import { newCreator, onboard } from '../support/journey';
import { storedToken } from '../support/member-api';

test.describe.configure({ mode: 'serial' });

const TOTAL = 300;
/** Messages per run of one sender (one group: a minute apart), runs alternate senders, 70 minutes apart. */
const RUN = 3;
const LINK = 'https://example.com/collab-plan';
const SHOTS = process.env.CHAT_SHOTS_DIR ?? path.join(__dirname, '..', 'artifacts');

let stack: PrivateStack;
let a: { page: Page; id: number; name: string };
let b: { page: Page; id: number; name: string };
let conversationId = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Seeding sends 300 messages in seconds: a send budget to match.
  stack = await privateStack('chat-history', { CHAT_SEND_BURST: '1000', RATE_LIMIT_WRITES_PER_MINUTE: '5000' });
  await stack.start();
});

test.afterAll(async () => {
  await stack?.dispose();
});

async function member(browser: Browser, label: string) {
  const context = await browser.newContext({ baseURL: stack.url });
  const page = await context.newPage();
  await onboard(page, newCreator(label));
  const stored = await page.evaluate(() => ({
    id: (JSON.parse(localStorage.getItem('serverUser') ?? '{}') as { user?: { id: number } }).user?.id ?? 0,
    channel: JSON.parse(localStorage.getItem('userChannel') ?? '{}') as { id: number; channelName?: string; name?: string },
  }));
  return { page, id: stored.id, channel: stored.channel };
}

/** Sends `count` messages as the page's member through POST /api/messages, `parallel` at a time. */
async function send(page: Page, senderId: number, recipientId: number, count: number, parallel: number): Promise<void> {
  const token = await storedToken(page);
  await page.evaluate(async ({ senderId: s, recipientId: r, count: n, parallel: p, token }) => {
    let next = 0;
    const worker = async () => {
      while (next < n) {
        next += 1;
        const res = await fetch('/api/messages', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ senderId: s, recipientId: r, content: 'seed' }),
        });
        if (!res.ok) throw new Error(`send: ${res.status} ${await res.text()}`);
      }
    };
    await Promise.all(Array.from({ length: p }, worker));
  }, { senderId, recipientId, count, parallel, token });
}

const log = (page: Page) => page.getByRole('log');
const message = (page: Page, n: number) => page.getByTestId('chat-message').filter({ hasText: new RegExp(`^History ${n}( |$)`) });
const bubble = (page: Page, n: number) => log(page).locator(message(page, n));

/** The row under the middle of the log (the reader's eye): its key and its top in the viewport. */
async function eye(page: Page): Promise<{ key: string; top: number }> {
  return log(page).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const row = hit?.closest<HTMLElement>('[data-row-key]')
      ?? Array.from(el.querySelectorAll<HTMLElement>('[data-row-key]')).find((r) => r.getBoundingClientRect().bottom > box.top + box.height / 2);
    if (!row) throw new Error('no row under the middle of the log');
    return { key: row.dataset.rowKey ?? '', top: row.getBoundingClientRect().top };
  });
}

const topOf = (page: Page, key: string) =>
  log(page).evaluate((el, k) => el.querySelector<HTMLElement>(`[data-row-key="${k}"]`)?.getBoundingClientRect().top ?? NaN, key);

test('300 messages over five days: scrolling up to the first keeps the reader in place; runs and days are grouped', async ({ browser }) => {
  test.setTimeout(180_000);
  const ma = await member(browser, 'history-a');
  const mb = await member(browser, 'history-b');
  a = { page: ma.page, id: ma.id, name: ma.channel.channelName ?? ma.channel.name ?? '' };
  b = { page: mb.page, id: mb.id, name: mb.channel.channelName ?? mb.channel.name ?? '' };
  await a.page.goto(`/profile/${mb.channel.id}`);
  await a.page.getByRole('button', { name: 'Send Message' }).click();
  await expect(a.page).toHaveURL(/\/messages\?conversation=\d+$/);
  conversationId = Number(new URL(a.page.url()).searchParams.get('conversation'));

  // Sent concurrently (the server commits them in groups), then, with the instance stopped, written by sequence:
  // 'History n', runs of three alternating between A and B (the last message carries a link), and dated back so
  // that run k (of 100) comes 70 minutes after run k-1 and ends a few minutes ago, its messages a minute apart;
  // together they span five calendar days.
  await send(a.page, a.id, b.id, TOTAL, 10);
  await stack.stop();
  const run = `((sequence - 1) / ${RUN})`;
  await stack.sql(`
    update messages set
      content = 'History ' || sequence || case when sequence = ${TOTAL} then ' ${LINK}' else '' end,
      sender_id = case when ${run} % 2 = 0 then ${a.id} else ${b.id} end,
      recipient_id = case when ${run} % 2 = 0 then ${b.id} else ${a.id} end,
      created_at = now() - interval '5 minutes' - ((${TOTAL / RUN - 1} - ${run}) * interval '70 minutes')
        - ((${RUN - 1} - (sequence - 1) % ${RUN}) * interval '1 minute')
    where conversation_id = ${conversationId};`);
  await stack.start();

  // A fresh load (no cached messages) shows the newest page at the bottom.
  await a.page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith('chat_messages_')) localStorage.removeItem(k); });
  await a.page.reload();
  await expect(bubble(a.page, TOTAL)).toBeInViewport();
  await expect(bubble(a.page, TOTAL).getByRole('link', { name: LINK })).toBeVisible();

  // One time per run of one sender, under its last message; a divider before the first message of a day.
  const rowOf = (n: number) => log(a.page).locator('[data-row-key]').filter({ has: message(a.page, n) });
  await expect(rowOf(TOTAL).getByTestId('message-time')).toHaveCount(1);
  await expect(rowOf(TOTAL - 1).getByTestId('message-time')).toHaveCount(0);
  await expect(rowOf(TOTAL - 2).getByTestId('message-time')).toHaveCount(0);
  await expect(rowOf(TOTAL - 3).getByTestId('message-time')).toHaveCount(1);
  await a.page.screenshot({ path: path.join(SHOTS, 'chat-newest-1280.png') });

  // Scroll up step by step as a wheel does. Each older page is held back until the reader's eye is recorded, so
  // its arrival is measured alone: the row under the eye must not move by more than a few pixels.
  let release: (() => void) | null = null;
  await a.page.route(/\/api\/messages\/\d+\/\d+\?.*before=/, async (route) => {
    await new Promise<void>((resolve) => { release = resolve; });
    await route.continue();
  });
  const box = (await log(a.page).boundingBox())!;
  await a.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const moves: number[] = [];
  const days = new Set<string>();
  let shot = false;
  const atTop = () => log(a.page).evaluate((el) => el.scrollTop <= 0);
  for (let step = 0; step < 200 && !(await atTop()); step++) {
    await a.page.mouse.wheel(0, -400);
    await a.page.waitForTimeout(250);
    const separators = await log(a.page).evaluate((el) => {
      const box = el.getBoundingClientRect();
      return Array.from(el.querySelectorAll<HTMLElement>('[role="separator"]')).map((s) => {
        const r = s.getBoundingClientRect();
        return { day: s.textContent ?? '', inView: r.top >= box.top + 100 && r.bottom <= box.bottom - 100 };
      });
    });
    for (const { day, inView } of separators) {
      if (day === 'Yesterday' && inView && !shot) {
        await a.page.screenshot({ path: path.join(SHOTS, 'chat-grouped-1280.png') });
        shot = true;
      }
      days.add(day);
    }
    if (!release) continue;
    await expect(log(a.page).getByLabel('Loading older messages')).toBeVisible();
    const before = await eye(a.page);
    const height = await log(a.page).evaluate((el) => el.scrollHeight);
    (release as () => void)();
    release = null;
    await expect(log(a.page).getByLabel('Loading older messages')).toHaveCount(0);
    await a.page.waitForTimeout(300);
    // (The last request, before the first message, finds nothing more.)
    if (await log(a.page).evaluate((el) => el.scrollHeight) > height) moves.push((await topOf(a.page, before.key)) - before.top);
  }
  (release as (() => void) | null)?.();
  // Every day has its divider: today, yesterday, and the weekdays before.
  expect(days.has('Today') && days.has('Yesterday')).toBe(true);
  expect(days.size).toBeGreaterThanOrEqual(5);
  // Five older pages (50 each) arrived after the newest one, and none moved the reader.
  expect(moves).toHaveLength(5);
  // (NaN: the row left the rendered window, i.e. the view jumped a page back.)
  for (const move of moves) expect(Math.abs(move), `moves of the row under the eye: ${moves.join(', ')}`).toBeLessThanOrEqual(3);
  await expect(bubble(a.page, 1)).toBeInViewport();
  await expect(bubble(a.page, 1)).toHaveCount(1);
  // The first message opens the conversation's first day.
  await expect(rowOf(1).getByRole('separator')).toHaveCount(1);
  await a.page.screenshot({ path: path.join(SHOTS, 'chat-history-top-1280.png') });
  await a.page.unroute(/\/api\/messages\/\d+\/\d+\?.*before=/);
});

/** axe-core, every rule of WCAG 2.1 A/AA and best practice: all findings, whatever their impact. */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

test('an open conversation: 0 axe findings at 1280 px; on a phone it fills the screen and focus follows', async () => {
  test.setTimeout(120_000);
  const page = b.page;
  // B's tab cached the messages as they were sent (before they were rewritten): start from the server's copy.
  await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith('chat_messages_')) localStorage.removeItem(k); });
  await page.goto(`/messages?conversation=${conversationId}`);
  await expect(bubble(page, TOTAL)).toBeInViewport();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  expect(await axeFindings(page), 'open conversation at 1280 px').toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.screenshot({ path: path.join(SHOTS, 'chat-open-1280.png') });

  // A phone: the conversation fills the screen. No app header; a compact one with Back, the name (the page's
  // h1) and the partner's status; the composer at the bottom of the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('banner')).toBeHidden();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(a.name);
  await expect(page.getByText(/^(Online|Offline)$/)).toBeVisible();
  const back = page.getByRole('button', { name: 'Back to conversations' });
  await expect(back).toBeInViewport({ ratio: 1 });
  const composerBox = (await page.getByRole('textbox', { name: /^Message / }).boundingBox())!;
  expect(composerBox.y + composerBox.height).toBeGreaterThan(780 - 80);
  expect(composerBox.y + composerBox.height).toBeLessThanOrEqual(780);
  // The last message's link is not covered by the composer row (nor by anything else).
  const link = log(page).getByRole('link', { name: LINK });
  await expect(link).toBeInViewport({ ratio: 1 });
  const linkUncovered = await link.evaluate((el) => {
    const r = el.getClientRects()[0]!;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(linkUncovered).toBe(true);
  await page.waitForTimeout(300);
  expect(await axeFindings(page), 'open conversation at 360 px').toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'chat-open-360.png') });

  // Back: the list fills the screen and focus is on the row of the conversation just left.
  await back.click();
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  const row = list.locator(`[data-conversation-id="${conversationId}"]`);
  await expect(row).toBeFocused();
  await page.screenshot({ path: path.join(SHOTS, 'chat-list-360.png') });

  // Opening it by keyboard: focus moves to the conversation's heading, never to the page body.
  await row.press('Enter');
  await expect(title).toBeFocused();
  await expect(page.getByRole('banner')).toBeHidden();

  // Scrolled up, the days are divided and the runs grouped on a phone too.
  await log(page).evaluate((el) => { el.scrollTop = el.scrollHeight / 2; });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, 'chat-grouped-360.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
});
