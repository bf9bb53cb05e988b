// Trust and safety through the composed product, with three members: a stranger's first message with a scam link
// makes the sender confirm it, and reaches the recipient under a warning banner with its link inert; the recipient
// reports it as a scam from the banner and reports the sender's channel with the report dialog; a moderator (claim
// granted with the documented command) sees both in the queue at /moderation with their snapshots and restricts
// the sender, who is told and opens the appeal form from the notice; a non-moderator sees the page is not theirs.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInThroughEmulatorPopup } from '../support/emulator-popup';
import { newCreator, onboard, type Creator } from '../support/journey';

test.describe.configure({ mode: 'serial' });
test.setTimeout(600_000); // three members onboard through the UI; slow on a busy machine

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
  const reporterChannel = Number((await stored<{ id: number }>(reporter.page, 'userChannel')).id);

  // The stranger's first message: flagged by the detectors, so the sender is asked first.
  const scam = 'Hi! Sponsorship brief: https://bit.ly/brand-brief-2026 — add me on Telegram @brand_pr_desk';
  await reported.page.goto(`/profile/${reporterChannel}`);
  await reported.page.getByRole('button', { name: 'Send Message' }).click();
  await expect(reported.page).toHaveURL(/\/messages\?conversation=\d+$/);
  const conversationId = Number(new URL(reported.page.url()).searchParams.get('conversation'));
  await reported.page.getByRole('textbox', { name: /^Message / }).fill(scam);
  await reported.page.getByRole('button', { name: 'Send', exact: true }).click();
  const prompt = reported.page.getByRole('alertdialog', { name: 'Send this first message?' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText(/another app/)).toBeVisible();
  await bothWidths(reported.page, 'sender-prompt');
  await prompt.getByRole('button', { name: 'Send anyway' }).click();
  await expect(reported.page.getByTestId('chat-message').filter({ hasText: 'Sponsorship brief' })).toHaveAttribute('data-state', 'sent');

  // The recipient: a warning banner, and the link is text, not a link, until they reply.
  await reporter.page.goto(`/messages?conversation=${conversationId}`);
  const banner = reporter.page.getByTestId('first-contact-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByText(/another app/)).toBeVisible();
  await expect(reporter.page.getByTestId('inert-link')).toHaveText('https://bit.ly/brand-brief-2026');
  await expect(reporter.page.getByRole('link', { name: /bit\.ly/ })).toHaveCount(0);
  await bothWidths(reporter.page, 'warning-banner');
  await banner.getByRole('button', { name: 'Report as scam' }).click();
  await expect(banner.getByText(/Reported\. Thanks/)).toBeVisible();

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
  // The first message, reported from the banner, with its snapshot.
  const messageCard = modPage.getByRole('article', { name: /^Message #\d+$/ });
  await expect(messageCard).toBeVisible();
  await expect(messageCard.getByLabel('Reported content as it was')).toContainText('Sponsorship brief');

  // The restricted member's notice, in the notification centre.
  const res = await reported.page.request.get('/api/notifications?page=0&size=10', {
    headers: { authorization: `Bearer ${await reported.page.evaluate(() => localStorage.getItem('token') ?? '')}` },
  });
  const { notifications } = (await res.json()) as { notifications: Array<{ type: string; description: string }> };
  const notice = notifications.find((n) => n.type === 'MODERATION') as { description: string; link: string } | undefined;
  expect(notice?.description).toMatch(/restricted for 7 days.*Reason: Asking creators for fees.*appeal/);

  // The notice's link opens the appeal form, which shows the member's standing.
  expect(notice?.link).toMatch(/^\/moderation\/appeal\?action=\d+$/);
  await reported.page.goto(notice?.link ?? '/');
  await expect(reported.page.getByRole('heading', { name: 'Appeal a moderation decision' })).toBeVisible();
  await expect(reported.page.getByTestId('standing')).toContainText('restricted');
  await reported.page.getByLabel(/Why should the decision change/).fill('The brief link was real; I will keep talks on CollabHub.');
  await bothWidths(reported.page, 'appeal-form');
  await reported.page.getByRole('button', { name: 'Send appeal' }).click();
  await expect(reported.page.getByText(/Your appeal was sent/)).toBeVisible();
});
