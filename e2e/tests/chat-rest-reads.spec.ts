// The chat client reads REST only to catch up on (re)connect: over 50 messages typed in the composer and sent over
// STOMP, the sender's browser makes no API call after a RECEIPT (the server's confirmation carries the committed
// message) and the recipient's none per incoming message (the push changes the conversation list, the header count
// and the bell in memory). Every request to /api/ of both pages is counted, except the socket's own transport.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newCreator, onboard } from '../support/journey';

const TOTAL = 50;

interface Member { page: Page; channelId: number; requests: string[] }

async function member(browser: Browser, label: string): Promise<Member> {
  const page = await (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();
  await onboard(page, newCreator(label));
  const channelId = await page.evaluate(() => (JSON.parse(localStorage.getItem('userChannel') ?? '{}') as { id?: number }).id ?? 0);
  const requests: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    // SockJS's transport (its /info probe and the socket) is the connection, not a REST read.
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/ws')) requests.push(`${r.method()} ${pathname}`);
  });
  return { page, channelId, requests };
}

const composer = (page: Page) => page.getByRole('textbox', { name: /^Message / });

test(`over ${TOTAL} messages: no REST call by the sender after a RECEIPT, none by the recipient per message`, async ({ browser }) => {
  test.setTimeout(300_000);
  const a = await member(browser, 'reads-a');
  const b = await member(browser, 'reads-b');

  // A opens the conversation from B's profile; B waits on the Messages page with the conversation listed, not open.
  await a.page.goto(`/profile/${b.channelId}`);
  await a.page.getByRole('button', { name: 'Send Message' }).click();
  await expect(a.page).toHaveURL(/\/messages\?conversation=\d+$/);
  await composer(a.page).fill('Opening line');
  await composer(a.page).press('Enter');
  await expect(a.page.getByRole('log').getByTestId('chat-message').last()).toHaveAttribute('data-state', 'sent');
  await b.page.goto('/messages');
  // A stranger's first conversation is a message request: B watches it under Requests, unanswered.
  await b.page.getByRole('tab', { name: /^Requests/ }).click();
  const row = b.page.getByRole('button', { name: /, 1 unread: Opening line/ });
  await expect(row).toBeVisible();
  // Both clients have connected and caught up; what they read from here on is counted.
  await a.page.waitForTimeout(1_500);
  await b.page.waitForTimeout(1_500);
  a.requests.length = 0;
  b.requests.length = 0;

  for (let i = 1; i <= TOTAL; i++) {
    await composer(a.page).fill(`Count ${i}`);
    await composer(a.page).press('Enter');
  }
  const sentRows = a.page.getByRole('log').getByTestId('chat-message').filter({ hasText: /^Count \d+$/ });
  // Every message confirmed (no 'sending' left) and the newest shown with the server's copy.
  await expect(a.page.getByRole('log').locator('[data-state="sending"]')).toHaveCount(0, { timeout: 60_000 });
  await expect(sentRows.last()).toHaveText(`Count ${TOTAL}`);
  await expect(sentRows.last()).toHaveAttribute('data-state', 'sent');

  // B's list moved in memory: the preview and the unread count of all 51, the header count and the bell with it.
  const busyRow = b.page.getByRole('button', { name: new RegExp(`, ${TOTAL + 1} unread: Count ${TOTAL}$`) });
  await expect(busyRow).toBeVisible({ timeout: 30_000 });
  await expect(b.page.getByTestId('messages-unread')).toHaveText(String(TOTAL + 1));
  await expect(b.page.getByTestId('notification-badge')).toBeVisible();
  // Late answers would show here.
  await b.page.waitForTimeout(1_000);

  test.info().annotations.push({ type: 'requests', description: `sender ${a.requests.length}, recipient ${b.requests.length}` });
  expect(a.requests).toEqual([]);
  expect(b.requests).toEqual([]);

  // Opening the conversation then shows all of it.
  await busyRow.click();
  await expect(b.page.getByRole('log').getByTestId('chat-message').filter({ hasText: new RegExp(`^Count ${TOTAL}$`) })).toBeVisible();
  await a.page.context().close();
  await b.page.context().close();
});
