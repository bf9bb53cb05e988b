// Trust and safety through the composed product: a member reports another member's channel from their profile
// with the report dialog; a moderator (claim granted with the documented command) sees it in the queue at
// /moderation with its snapshot and restricts the member, who is told; a non-moderator sees the page is not theirs.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInThroughEmulatorPopup } from '../support/emulator-popup';
import { newCreator, onboard, type Creator } from '../support/journey';

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const SHOTS = process.env.SAFETY_SHOTS_DIR ?? path.join(__dirname, '..', 'artifacts');

async function bothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function stored<T>(page: Page, key: string): Promise<T> {
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key) as Promise<T>;
}

async function member(browser: Browser, label: string): Promise<{ page: Page; creator: Creator }> {
  const page = await (await browser.newContext()).newPage();
  const creator = newCreator(label);
  await onboard(page, creator);
  return { page, creator };
}

test('a report from a profile reaches the moderation queue, and the restricted member is told', async ({ browser }) => {
  const reported = await member(browser, 'reported');
  const reporter = await member(browser, 'reporter');
  const reportedChannel = Number((await stored<{ id: number }>(reported.page, 'userChannel')).id);

  await reporter.page.goto(`/profile/${reportedChannel}`);
  await reporter.page.getByRole('button', { name: 'Report' }).click();
  const dialog = reporter.page.getByRole('alertdialog', { name: /^Report / });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/What is wrong/).selectOption({ label: 'Scam or fraud' });
  await dialog.getByLabel(/Anything to add/).fill('Asked me to pay a fee on Telegram before a "sponsorship".');
  await bothWidths(reporter.page, 'report-dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.page.getByRole('alertdialog', { name: 'Report sent' })).toBeVisible();
  await reporter.page.getByRole('button', { name: 'Done' }).click();

  // Not a moderator: the queue page says so.
  await reporter.page.goto('/moderation');
  await expect(reporter.page.getByText('This page is for CollabHub moderators.')).toBeVisible();

  // The documented command grants the claim; it arrives with the moderator's next sign-in.
  const moderator = await member(browser, 'moderator');
  execFileSync('npx', ['tsx', 'src/scripts/set-moderator.ts', '--email', moderator.creator.email], {
    cwd: path.join(__dirname, '..', '..', 'server'),
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: process.env.E2E_AUTH_EMULATOR_HOST ?? '' },
    stdio: 'pipe',
  });
  const modPage = await (await browser.newContext()).newPage();
  await modPage.goto('/');
  await signInThroughEmulatorPopup(modPage, () => modPage.getByRole('button', { name: 'Log In' }).click(),
    { ...moderator.creator, existing: true });
  await expect(modPage).toHaveURL(/\/dashboardV2/, { timeout: 20_000 });
  // Sign-in ends with a full-page load of the dashboard; let it settle before navigating again.
  await expect(modPage.getByRole('heading', { name: 'Find Collaborators' })).toBeVisible();
  await modPage.waitForLoadState('load');
  await modPage.goto('/moderation');
  const card = modPage.getByRole('article', { name: `Channel profile #${reportedChannel}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(/Scam or fraud: “Asked me to pay a fee/)).toBeVisible();
  await bothWidths(modPage, 'moderation-queue');
  await card.getByLabel(/Reason/).fill('Asking creators for fees');
  await card.getByRole('button', { name: 'Restrict 7 days' }).click();
  await expect(modPage.getByText('Decision recorded; the member was notified.')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The restricted member's notice, in the notification centre.
  const res = await reported.page.request.get('/api/notifications?page=0&size=10', {
    headers: { authorization: `Bearer ${await reported.page.evaluate(() => localStorage.getItem('token') ?? '')}` },
  });
  const { notifications } = (await res.json()) as { notifications: Array<{ type: string; description: string }> };
  const notice = notifications.find((n) => n.type === 'MODERATION');
  expect(notice?.description).toMatch(/restricted for 7 days.*Reason: Asking creators for fees.*appeal/);
});
