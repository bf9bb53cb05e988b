// Real-time chat between two signed-in creators in two browser contexts, on a product instance of its own so the
// server can be restarted mid-conversation (same port, same embedded database, the suite's Auth emulator).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type * as EmulatorModule from '../../tooling/firebase/auth-emulator.mjs';
import type * as StackModule from '../../tooling/scripts/lib/stack.mjs';
import { saveScreenshot } from '../support/artifacts';
import { importTooling } from '../support/tooling-modules';
import { newCreator, onboard } from '../support/journey';


test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let stack: StackModule.RunningStack | null = null;
let port = 0;
let dataDir = '';

async function startServer(): Promise<void> {
  const { startStack } = await importTooling<typeof StackModule>('scripts/lib/stack.mjs');
  stack = await startStack({
    port,
    env: {
      DATABASE_URL: '', PGLITE_DATA_DIR: dataDir, SEED_CHANNELS: '60', LOG_LEVEL: 'warn',
      FIREBASE_AUTH_EMULATOR_HOST: process.env.E2E_AUTH_EMULATOR_HOST ?? '',
    },
    log: () => {},
    serverOutput: 'ignore',
  });
}

async function stopServer(): Promise<void> {
  await stack?.stop();
  stack = null;
}

test.beforeAll(async () => {
  const { freePort } = await importTooling<typeof EmulatorModule>('firebase/auth-emulator.mjs');
  port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'collabhub-e2e-chat-'));
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function creatorContext(browser: Browser, label: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: stack!.url });
  const page = await context.newPage();
  await onboard(page, newCreator(label));
  return { context, page };
}

const composer = (page: Page) => page.getByRole('textbox', { name: /^Message / });
const log = (page: Page) => page.getByRole('log');

test('two creators chat live: unread, typing, Seen, a server restart, and phones', async ({ browser }) => {
  const a = await creatorContext(browser, 'chat-a');
  const b = await creatorContext(browser, 'chat-b');
  const bChannel = await b.page.evaluate(() =>
    JSON.parse(localStorage.getItem('userChannel') ?? '{}') as { id: number; channelName?: string; name?: string });

  // B waits on the Messages page: nothing yet. The page loads the locale data for its times in a worker (a
  // script the shell serves; a worker needs a JavaScript type).
  const warmup = b.page.waitForResponse((r) => new URL(r.url()).pathname === '/locale-warmup.js');
  await b.page.getByRole('link', { name: 'Messages', exact: true }).click();
  expect((await warmup).status()).toBe(200);
  expect((await warmup).headers()['content-type']).toMatch(/javascript/);
  await expect(b.page.getByText('No conversations yet')).toBeVisible();
  await expect(b.page.getByText('No conversation selected')).toBeVisible();

  // A opens B's profile → Send Message → the conversation opens by its id.
  await a.page.goto(`/profile/${bChannel.id}`);
  await a.page.getByRole('button', { name: 'Send Message' }).click();
  await expect(a.page).toHaveURL(/\/messages\?conversation=\d+$/);
  const conversationId = new URL(a.page.url()).searchParams.get('conversation');
  await expect(a.page.getByRole('heading', { level: 2, name: bChannel.channelName ?? bChannel.name ?? '' })).toBeVisible();

  // A sends (Enter); Shift+Enter keeps a line break.
  await composer(a.page).fill('Hi! Want to collaborate? https://example.com/plan');
  await composer(a.page).press('Shift+Enter');
  await composer(a.page).pressSequentially('Second line');
  await composer(a.page).press('Enter');
  await expect(composer(a.page)).toHaveValue('');
  const sent = log(a.page).getByTestId('chat-message').last();
  await expect(sent).toHaveAttribute('data-state', 'sent');
  await expect(sent.getByRole('link', { name: 'https://example.com/plan' })).toHaveAttribute('rel', 'noopener noreferrer');

  // B sees it arrive without reloading: a first message from a stranger is a message request, so B looks under
  // Requests: the row with the preview and the unread badge, and the header count.
  // The row's name reads '{channel}, 1 unread: {preview}' (the bell's reads 'Notifications, 1 unread').
  await b.page.getByRole('tab', { name: /^Requests/ }).click();
  const row = b.page.getByRole('button', { name: /, 1 unread: / });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('conversation-preview')).toHaveText(/^Hi! Want to collaborate\? https:\/\/example\.com\/plan/);
  await expect(row.getByTestId('unread-badge')).toHaveText('1');
  await expect(b.page.getByTestId('messages-unread')).toHaveText('1');
  await saveScreenshot(b.page, 'chat-unread-1280');

  // B opens it: the unread clears, the message is there with its line break.
  await row.click();
  await expect(b.page).toHaveURL(new RegExp(`/messages\\?conversation=${conversationId}$`));
  await expect(b.page.getByTestId('unread-badge')).toHaveCount(0);
  await expect(b.page.getByTestId('messages-unread')).toHaveCount(0);
  // Reading the conversation also reads its message notification: the bell's badge goes down with it.
  await expect(b.page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(log(b.page).getByTestId('chat-message').first()).toHaveText(/Hi! Want to collaborate\? https:\/\/example\.com\/plan\nSecond line/);

  // Accepting the request moves it to the Inbox and lets A see that B read it; then typing, live.
  await b.page.getByRole('button', { name: 'Accept' }).click();
  await expect(b.page.getByRole('tab', { name: /^Inbox/ })).toHaveAttribute('aria-selected', 'true');
  await expect(a.page.getByTestId('seen')).toBeVisible();
  await composer(b.page).pressSequentially('Sure', { delay: 30 });
  await expect(a.page.getByText(/is typing…$/)).toBeVisible();
  await composer(b.page).press('Enter');
  await expect(log(a.page).getByText('Sure')).toBeVisible();
  await expect(a.page.getByText(/is typing…$/)).toHaveCount(0);
  await expect(a.page.getByText('Online', { exact: true })).toBeVisible();
  await saveScreenshot(a.page, 'chat-conversation-1280');

  // The server goes away mid-conversation; A types during the outage.
  await stopServer();
  await expect(a.page.getByText(/^Reconnecting…/)).toBeVisible({ timeout: 30_000 });
  await composer(a.page).fill('Typed while the server was down');
  await composer(a.page).press('Enter');
  const pending = log(a.page).getByTestId('chat-message').filter({ hasText: 'Typed while the server was down' });
  await expect(pending).toHaveAttribute('data-state', 'sending');
  await saveScreenshot(a.page, 'chat-offline-1280');

  await startServer();
  await expect(a.page.getByText(/^Reconnecting…/)).toHaveCount(0, { timeout: 60_000 });
  await expect(pending).toHaveAttribute('data-state', 'sent', { timeout: 30_000 });
  await expect(log(b.page).getByText('Typed while the server was down')).toHaveCount(1, { timeout: 60_000 });
  // Exactly once, also after a reload (from the server).
  await b.page.reload();
  await expect(log(b.page).getByText('Typed while the server was down')).toHaveCount(1);
  await expect(log(a.page).getByText('Typed while the server was down')).toHaveCount(1);

  // Phones: the list and the chat are two screens; the chat has a back button.
  await b.page.setViewportSize({ width: 360, height: 740 });
  await expect(log(b.page)).toBeVisible();
  await expect(b.page.getByPlaceholder('Search conversations')).toBeHidden();
  await saveScreenshot(b.page, 'chat-conversation-360');
  await b.page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(b.page.getByPlaceholder('Search conversations')).toBeVisible();
  await expect(log(b.page)).toHaveCount(0);
  await saveScreenshot(b.page, 'chat-list-360');

  // Opening a conversation on a phone shows the whole chat below the sticky header: the Back button is on screen
  // and nothing covers it, the composer is on screen, and typing scrolls the messages, never the page.
  await b.page.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
  await expect(log(b.page)).toBeVisible();
  const back = b.page.getByRole('button', { name: 'Back to conversations' });
  await expect(back).toBeInViewport({ ratio: 1 });
  await expect(composer(b.page)).toBeInViewport({ ratio: 1 });
  await composer(b.page).click();
  await composer(b.page).pressSequentially('On my phone');
  expect(await b.page.evaluate(() => window.scrollY)).toBe(0);
  const uncovered = await back.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && button.contains(hit);
  });
  expect(uncovered).toBe(true);
  await saveScreenshot(b.page, 'chat-opened-360');
  await back.click();
  await expect(b.page.getByPlaceholder('Search conversations')).toBeVisible();

  await a.context.close();
  await b.context.close();
});

// A long conversation (300 messages, older pages on scrolling up, grouping and day dividers): chat-history.spec.ts.
