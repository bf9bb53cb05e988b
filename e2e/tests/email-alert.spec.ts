// The unread-message alert end to end: creator B is away (no tab open), creator A writes to B, the development
// inbox receives one alert email for B, and its link opens the conversation in B's browser. The suite's server
// waits EMAIL_UNREAD_ALERT_MINUTES=0.05 (3 s) before the alert (global-setup.ts); production waits 15 minutes.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/artifacts';
import { newCreator, onboard, type Creator } from '../support/journey';

interface Member { creator: Creator; context: BrowserContext; page: Page; channelId: number; channelName: string }

interface CaughtEmail { id: number; to: string; subject: string; text: string; headers: Record<string, string> }

async function member(browser: Browser, label: string): Promise<Member> {
  const creator = newCreator(label);
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await onboard(page, creator);
  const channel = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('userChannel') ?? '{}') as { id?: number; channelName?: string; name?: string });
  return { creator, context, page, channelId: channel.id ?? 0, channelName: channel.channelName ?? channel.name ?? '' };
}

test('B is away, A writes: the development inbox gets one alert whose link opens the conversation for B', async ({ browser }) => {
  test.setTimeout(90_000);
  const a = await member(browser, 'alert-a');
  const b = await member(browser, 'alert-b');

  // B leaves: no tab open, so no live session (B's sign-in stays in the browser context).
  await b.page.close();

  // A opens the conversation from B's profile and sends one message.
  await a.page.goto(`/profile/${b.channelId}`);
  await a.page.getByRole('button', { name: 'Send Message' }).click();
  await expect(a.page).toHaveURL(/\/messages\?conversation=\d+$/);
  const conversationId = Number(new URL(a.page.url()).searchParams.get('conversation'));
  const composer = a.page.getByRole('textbox', { name: /^Message / });
  await composer.fill('Are you free for a collab next week?');
  await composer.press('Enter');
  await expect(a.page.getByRole('log').getByTestId('chat-message').last()).toHaveAttribute('data-state', 'sent');

  // The development inbox (its JSON route) receives the alert for B within seconds.
  const forB = async (): Promise<CaughtEmail[]> => {
    const res = await a.page.request.get('/dev/inbox/messages');
    expect(res.status()).toBe(200);
    return ((await res.json()) as CaughtEmail[]).filter((m) => m.to.includes(b.creator.email));
  };
  await expect.poll(async () => (await forB()).length, { timeout: 30_000, intervals: [500] }).toBe(1);
  const [alert] = await forB();
  if (!alert) throw new Error('the alert left the inbox');
  expect(alert.subject).not.toBe('');
  // Header lines as sent (a long one may be folded).
  expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect((alert.headers['list-unsubscribe'] ?? '').replace(/\s+/g, '')).toMatch(/^<http:\/\/localhost:\d+\/api\/email\/unsubscribe\?token=[^>]+>$/);
  // The deep link, in the plain-text part, points at this conversation on this server.
  const link = /https?:\/\/\S+\/messages\?conversation=\d+/.exec(alert.text)?.[0];
  expect(link).toBeDefined();
  const deepLink = new URL(link!);
  expect(deepLink.origin).toBe(new URL(process.env.E2E_BASE_URL ?? '').origin);
  expect(deepLink.searchParams.get('conversation')).toBe(String(conversationId));

  // The email as the development inbox shows it, on a desktop and on a phone.
  await a.page.goto(`/dev/inbox/${alert.id}`);
  await expect(a.page.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute('href', link!);
  await saveScreenshot(a.page, 'email-alert-1280');
  await a.page.setViewportSize({ width: 360, height: 740 });
  await saveScreenshot(a.page, 'email-alert-360');

  // B comes back through the email's link: the conversation is open, with A's message in it.
  const back = await b.context.newPage();
  await back.goto(deepLink.pathname + deepLink.search);
  await expect(back).toHaveURL(new RegExp(`/messages\\?conversation=${conversationId}$`));
  await expect(back.getByRole('heading', { level: 2, name: a.channelName })).toBeVisible();
  await expect(back.getByRole('log').getByText('Are you free for a collab next week?')).toBeVisible();
  await expect(back.getByTestId('unread-badge')).toHaveCount(0);

  // One email per burst: nothing more arrived for B.
  expect(await forB()).toHaveLength(1);

  // The preferences tab (Settings → Notifications), on a desktop and on a phone.
  await back.goto('/settings?tab=notifications');
  await expect(back.getByRole('heading', { name: 'Notifications and email' })).toBeVisible();
  await expect(back.getByRole('checkbox', { name: /by email$/ }).first()).toBeChecked();
  await saveScreenshot(back, 'email-preferences-1280');
  await back.setViewportSize({ width: 360, height: 740 });
  await back.getByRole('checkbox', { name: 'Quiet hours (no email)' }).check();
  await expect(back.getByLabel('From')).toHaveValue('22:00');
  // A full-page shot from the top, so the sticky header is drawn once, where it belongs.
  await back.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(back, 'email-preferences-360');

  await a.context.close();
  await b.context.close();
});
