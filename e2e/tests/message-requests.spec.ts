// Message requests and block through the composed product, three members: a stranger's first message lands in
// the recipient's Requests (a scam-like one in Spam), Accept moves it to the Inbox and lets the stranger see the
// recipient's presence; the recipient blocks the stranger from the conversation, the stranger's next message never
// reaches them (no reload) and the stranger sees only the neutral "can't send"; Settings lists the block with Unblock.
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newCreator, onboard } from '../support/journey';

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const SHOTS = process.env.REQUESTS_SHOTS_DIR ?? path.join(__dirname, '..', 'artifacts');

async function bothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface StoredChannel { id: number; name?: string; channelName?: string }

async function member(browser: Browser, label: string): Promise<{ page: Page; channel: StoredChannel; name: string }> {
  const page = await (await browser.newContext()).newPage();
  await onboard(page, newCreator(label));
  const channel = await page.evaluate(() => JSON.parse(localStorage.getItem('userChannel') ?? 'null')) as StoredChannel;
  return { page, channel, name: channel.channelName ?? channel.name ?? '' };
}

const composer = (page: Page) => page.getByRole('textbox', { name: /^Message / });

/** Opens a first conversation and sends one message; a flagged one is sent through the guard's prompt. */
async function writeTo(page: Page, channelId: number, text: string, flagged = false): Promise<void> {
  await page.goto(`/profile/${channelId}`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/messages\?conversation=\d+$/);
  await composer(page).fill(text);
  await composer(page).press('Enter');
  const prompt = page.getByRole('alertdialog', { name: 'Send this first message?' });
  if (flagged) await prompt.getByRole('button', { name: 'Send anyway' }).click();
  else await expect(prompt).toHaveCount(0);
  await expect(page.getByRole('log').getByTestId('chat-message').filter({ hasText: text })).toHaveAttribute('data-state', 'sent');
}

test('a stranger lands in Requests, Accept moves it to the Inbox, and a block silences them at once', async ({ browser }) => {
  const stranger = await member(browser, 'req-stranger');
  const scammer = await member(browser, 'req-scammer');
  const recipient = await member(browser, 'req-recipient');

  await writeTo(stranger.page, recipient.channel.id, 'Hi! I love your builds — want to do a video together next month?');
  await writeTo(scammer.page, recipient.channel.id, 'Sponsorship for you! Contract: https://bit.ly/brand-deal — reply on Telegram @brand_pr', true);

  // The recipient's Inbox is empty; the stranger is under Requests, the scam under Spam.
  await recipient.page.goto('/messages');
  const tabs = recipient.page.getByRole('tablist', { name: 'Conversation folders' });
  await expect(tabs.getByRole('tab', { name: /^Requests.*1/ })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: /^Spam.*1/ })).toBeVisible();
  await expect(recipient.page.getByText('No conversations yet')).toBeVisible();
  await tabs.getByRole('tab', { name: /^Spam/ }).click();
  await expect(recipient.page.getByRole('list', { name: 'Spam' }).getByRole('button', { name: new RegExp(scammer.name) })).toBeVisible();
  await tabs.getByRole('tab', { name: /^Requests/ }).click();
  const requestRow = recipient.page.getByRole('list', { name: 'Message requests' }).getByRole('button', { name: new RegExp(stranger.name) });
  await expect(requestRow).toBeVisible();

  // The preview: who is writing, and the four actions.
  await requestRow.click();
  const preview = recipient.page.getByRole('region', { name: 'Message request' });
  await expect(preview).toBeVisible();
  await expect(preview.getByText(stranger.name, { exact: true })).toBeVisible();
  await expect(preview.getByText(/New account/)).toBeVisible();
  for (const action of ['Accept', 'Delete', 'Block', 'Report']) await expect(preview.getByRole('button', { name: action })).toBeVisible();
  await bothWidths(recipient.page, 'requests-preview');
  await recipient.page.goto('/messages');
  await tabs.getByRole('tab', { name: /^Requests/ }).click();
  await bothWidths(recipient.page, 'requests-list');

  // While it is a request the stranger does not see that the recipient is online.
  const strangerHeader = stranger.page.getByRole('region', { name: `Conversation with ${recipient.name}` });
  await expect(strangerHeader.getByText('Offline', { exact: true })).toBeVisible();

  // Accept: the conversation moves to the Inbox, and the stranger sees the recipient's presence (no reload).
  await requestRow.click();
  await preview.getByRole('button', { name: 'Accept' }).click();
  await expect(preview).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: /^Inbox/ })).toHaveAttribute('aria-selected', 'true');
  await expect(recipient.page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(stranger.name) })).toBeVisible();
  await expect(strangerHeader.getByText('Online', { exact: true })).toBeVisible();

  // Block from the conversation's menu, with a confirmation.
  await recipient.page.getByRole('button', { name: `More actions for ${stranger.name}` }).click();
  await recipient.page.getByRole('menuitem', { name: `Block ${stranger.name}` }).click();
  const dialog = recipient.page.getByRole('alertdialog', { name: `Block ${stranger.name}?` });
  await expect(dialog).toBeVisible();
  await bothWidths(recipient.page, 'block-confirm');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(recipient.page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(stranger.name) })).toHaveCount(0);

  // The stranger's next message: refused with the neutral text, and it never appears at the recipient.
  await composer(stranger.page).fill('Are you still there?');
  await composer(stranger.page).press('Enter');
  await expect(stranger.page.getByText("Not sent: You can't send messages in this conversation.")).toBeVisible();
  await expect(stranger.page.getByText(/blocked/i)).toHaveCount(0);
  await recipient.page.waitForTimeout(1500);
  await expect(recipient.page.getByText('Are you still there?')).toHaveCount(0);

  // Settings lists the block, with Unblock.
  await recipient.page.goto('/settings?tab=blocked');
  const blocked = recipient.page.getByRole('list', { name: 'Blocked channels' });
  await expect(blocked.getByText(stranger.name)).toBeVisible();
  await bothWidths(recipient.page, 'settings-blocked');
  await blocked.getByRole('button', { name: `Unblock ${stranger.name}` }).click();
  await expect(recipient.page.getByText(`${stranger.name} is unblocked.`)).toBeVisible();
  await expect(recipient.page.getByText('You have not blocked anyone')).toBeVisible();
});
