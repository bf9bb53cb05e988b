// Premium and collaboration requests through the composed product: a member without premium sees the blurred
// channel page with the exact texts, upgrades through the development checkout and comes back as premium to see
// options and reviews; then sends a collaboration request to an Invite Only channel, whose owner accepts it from
// the notification's link, which opens a conversation that starts with the request.
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/artifacts';
import { clearLanguages, connectChannel, newCreator, signUp } from '../support/journey';

test.describe.configure({ mode: 'serial' });

/** A seeded member channel that has reviews from the first start (see the seed's accepted requests). */
const SEEDED_CHANNEL = 6;

async function token(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('token') ?? '');
}

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${await token(page)}` } });
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

async function stored<T>(page: Page, key: string): Promise<T> {
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key) as Promise<T>;
}

async function bothWidths(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 800 });
  await saveScreenshot(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Onboards a creator with the given collaboration status. */
async function onboardWithStatus(page: Page, label: string, status: string): Promise<void> {
  await signUp(page, newCreator(label));
  await connectChannel(page);
  await page.getByLabel('Niche/Categories').selectOption({ label: 'Gaming' });
  await clearLanguages(page);
  await page.getByLabel('Add a content language').selectOption({ label: 'English' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Collaboration Status').selectOption({ label: status });
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page).toHaveURL(/\/dashboardV2/, { timeout: 20_000 });
}

let owner: Page;
let ownerChannelId: number;
let ownerUserId: number;
let member: Page;
let memberUserId: number;

test('an Invite Only owner lists the collaborations they offer in Edit Profile', async ({ browser }) => {
  owner = await (await browser.newContext()).newPage();
  await onboardWithStatus(owner, 'owner', 'Invite Only');
  ownerChannelId = Number((await stored<{ id: number }>(owner, 'userChannel')).id);
  ownerUserId = Number((await stored<{ user: { id: number } }>(owner, 'serverUser')).user.id);

  await owner.goto('/profile/edit');
  const section = owner.getByRole('form', { name: 'Collaboration options' });
  await expect(section.getByRole('checkbox')).toHaveCount(7);
  await section.getByRole('checkbox', { name: 'Guest Appearance' }).check();
  await section.getByRole('textbox', { name: 'Guest Appearance description' }).fill('Weekly gaming podcast, remote is fine.');
  await section.getByRole('button', { name: 'Save collaboration options' }).click();
  await expect(section.getByText('Collaboration options saved.')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await bothWidths(owner, 'edit-profile-collaboration-options');
});

test('without premium the channel page is blurred with the exact texts; Upgrade → development checkout → premium', async ({ browser }) => {
  member = await (await browser.newContext()).newPage();
  await onboardWithStatus(member, 'member', 'Open to Collaborations');
  memberUserId = Number((await stored<{ user: { id: number } }>(member, 'serverUser')).user.id);

  await member.goto(`/channelPage/${SEEDED_CHANNEL}`);
  await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(member.getByText('This feature is available only for premium users.')).toBeVisible();
  await expect(member.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect(member.getByLabel('Channel statistics')).toContainText('Views');
  // Nothing premium reached the browser: no option names, only the counts.
  await expect(member.getByText('Free Shoutout Exchange')).toHaveCount(0);
  await expect(member.getByText(/^7 options, \d+ reviews?$/)).toBeVisible();
  await bothWidths(member, 'channel-page-not-premium');

  await member.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(member).toHaveURL(/\/billing\?returnTo=/);
  await expect(member.getByRole('article', { name: 'Simple plan' })).toBeVisible();
  await bothWidths(member, 'billing');
  // Cancelling the checkout comes back to the channel page, which says so.
  await member.getByRole('article', { name: 'Simple plan' }).getByRole('button', { name: 'Choose plan' }).click();
  await expect(member).toHaveURL(/\/api\/dev-billing\/checkout\//);
  await member.getByRole('button', { name: 'Cancel' }).click();
  await expect(member).toHaveURL(new RegExp(`/channelPage/${SEEDED_CHANNEL}\\?checkout=canceled`));
  await expect(member.getByText(/Checkout cancelled: nothing was charged/)).toBeVisible();
  await member.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await member.getByRole('article', { name: 'Simple plan' }).getByRole('button', { name: 'Choose plan' }).click();

  await expect(member).toHaveURL(/\/api\/dev-billing\/checkout\//);
  await expect(member.getByText('Development checkout — test mode, no real payment is taken')).toBeVisible();
  await saveScreenshot(member, 'dev-checkout-1280');
  await member.getByRole('button', { name: 'Pay with test card' }).click();

  await expect(member).toHaveURL(new RegExp(`/channelPage/${SEEDED_CHANNEL}\\?checkout=success`));
  await expect(member.getByText('Welcome to premium: collaboration options and reviews are unlocked.')).toBeVisible();
  const options = member.getByRole('list', { name: 'Collaboration options' });
  await expect(options.getByRole('listitem')).toHaveCount(7);
  await expect(options).toContainText('Free Shoutout Exchange');
  await expect(options).toContainText('Custom/Other Collaboration');
  await expect(member.getByText('This feature is available only for premium users.')).toHaveCount(0);
  await bothWidths(member, 'channel-page-premium');

  await member.getByRole('tab', { name: /Reviews/ }).click();
  const reviews = member.getByRole('list', { name: 'Reviews' });
  await expect(reviews.getByRole('listitem').first()).toBeVisible();
  await bothWidths(member, 'channel-page-premium-reviews');

  await member.goto('/settings?tab=subscription');
  await expect(member.getByRole('region', { name: 'Current plan' })).toContainText('Simple');
  await expect(member.getByRole('region', { name: 'Current plan' })).toContainText('Renews on');
  await member.locator('label', { hasText: /^Annual$/ }).click();
  await expect(member.getByRole('radio', { name: 'Annual' })).toBeChecked();
  await expect(member.getByRole('article', { name: 'Basic Plan' })).toContainText('Save 17%');
  await bothWidths(member, 'settings-subscription');
});

test('the premium member sends a request to the Invite Only channel from its profile', async () => {
  await member.goto(`/profile/${ownerChannelId}`);
  await expect(member.getByRole('button', { name: 'Send Request' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await member.getByRole('button', { name: 'Send Request' }).click();

  await expect(member).toHaveURL(new RegExp(`/channelPage/${ownerChannelId}\\?request=new`));
  const form = member.getByRole('form', { name: /Collaboration request to/ });
  await form.getByLabel(/Collaboration format/).selectOption({ label: 'Guest Appearance' });
  await form.getByLabel(/Proposed timing/).fill('Any Thursday in March');
  await form.getByLabel(/Message/).fill('We would love to have you on our stream!');
  await bothWidths(member, 'request-form');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(member.getByText(/Request sent\./)).toBeVisible();
  // The form's button is gone: focus is on the confirmation, not lost to the page body.
  await expect.poll(() => member.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Request sent\./);
  await expect(member.getByRole('button', { name: 'Request sent' })).toBeDisabled();
});

test('the owner accepts it from the notification; a conversation opens with the request in it', async () => {
  const notes = await api<{ notifications: { type: string; link: string }[] }>(owner, '/api/notifications?page=0&size=10');
  const note = notes.notifications.find((n) => n.type === 'COLLABORATION_REQUEST');
  expect(note?.link).toMatch(new RegExp(`^/channelPage/${ownerChannelId}\\?tab=requests&request=\\d+$`));
  await owner.goto(note!.link);

  const item = owner.getByRole('listitem', { name: /Request from/ });
  await expect(item).toContainText('Guest Appearance');
  await expect(item).toContainText('Any Thursday in March');
  await bothWidths(owner, 'owner-requests');
  await item.getByLabel('Note (optional)').fill('Yes! Let us plan it.');
  await item.getByRole('button', { name: 'Accept' }).click();
  await expect(item).toContainText('Accepted');
  const open = item.getByRole('link', { name: 'Open the conversation' });
  await expect(open).toHaveAttribute('href', /\/messages\?conversation=\d+/);
  // The Accept button is gone: focus moved to the conversation link.
  await expect(open).toBeFocused();
  const conversationId = /conversation=(\d+)/.exec(await open.getAttribute('href') ?? '')?.[1];

  const history = await api<{ senderId: number; content: string }[]>(owner, `/api/messages/${ownerUserId}/${memberUserId}`);
  expect(history[0]?.senderId).toBe(memberUserId);
  expect(history[0]?.content).toBe('Collaboration request: Guest Appearance\nProposed timing: Any Thursday in March\n\nWe would love to have you on our stream!');
  expect(history[1]?.content).toBe('Yes! Let us plan it.');
  await open.click();
  await expect(owner).toHaveURL(/\/messages\?conversation=\d+/);

  // The requester is told once, and their channel page and the owner's profile offer Send Message.
  const memberNotes = await api<{ notifications: { type: string; sourceId: string | null }[] }>(member, '/api/notifications?page=0&size=10');
  expect(memberNotes.notifications.filter((n) => n.type === 'COLLABORATION_ACCEPTED' || n.sourceId === conversationId)
    .map((n) => n.type)).toEqual(['COLLABORATION_ACCEPTED']);
  await member.goto(`/channelPage/${ownerChannelId}`);
  await expect(member.getByText(/request was accepted/)).toBeVisible();
  await expect(member.getByRole('button', { name: 'Send Request' })).toHaveCount(0);
  await expect(member.getByText(/once it is accepted/)).toHaveCount(0);
  await member.getByRole('button', { name: 'Send Message' }).click();
  await expect(member).toHaveURL(new RegExp(`/messages\\?conversation=${conversationId}`));
  await member.goto(`/profile/${ownerChannelId}`);
  await expect(member.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Send Request' })).toHaveCount(0);
  await expect(member.getByText(/once it is accepted/)).toHaveCount(0);
});

test('Escape in the cancel-subscription dialog dismisses it and changes nothing; the destructive button cancels; Resume takes it back', async () => {
  await member.goto('/settings?tab=subscription');
  const current = member.getByRole('region', { name: 'Current plan' });
  await expect(current).toContainText('Renews on');
  const opener = current.getByRole('button', { name: 'Cancel subscription' });
  await opener.click();
  const dialog = member.getByRole('alertdialog', { name: 'Cancel your subscription?' });
  await expect(dialog.getByRole('button', { name: 'Keep subscription' })).toBeFocused();
  await member.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  const after = await api<{ cancelAtPeriodEnd: boolean; isPremium: boolean }>(member, '/api/billing/subscription');
  expect(after).toMatchObject({ cancelAtPeriodEnd: false, isPremium: true });
  await member.reload();
  await expect(member.getByRole('region', { name: 'Current plan' })).toContainText('Renews on');

  await member.getByRole('region', { name: 'Current plan' }).getByRole('button', { name: 'Cancel subscription' }).click();
  await member.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
  const ending = member.getByRole('region', { name: 'Current plan' });
  await expect(ending).toContainText('Ends on');
  expect(await api<{ cancelAtPeriodEnd: boolean }>(member, '/api/billing/subscription')).toMatchObject({ cancelAtPeriodEnd: true });

  // Resume takes the cancellation back: no dialog, the plan renews again and premium never lapsed.
  const resume = ending.getByRole('button', { name: 'Resume subscription' });
  await expect(resume).toBeFocused();
  await bothWidths(member, 'settings-subscription-ending');
  await resume.click();
  await expect(member.getByRole('status').filter({ hasText: 'Your subscription is resumed.' })).toBeVisible();
  await expect(ending).toContainText('Renews on');
  await expect(ending.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await expect(resume).toHaveCount(0);
  expect(await api<{ cancelAtPeriodEnd: boolean; isPremium: boolean }>(member, '/api/billing/subscription'))
    .toMatchObject({ cancelAtPeriodEnd: false, isPremium: true });
});

test('Settings and Billing are reached from the account menu by keyboard', async () => {
  await member.goto('/dashboardV2');
  const menuButton = member.getByRole('button', { name: 'Account menu' });
  await menuButton.focus();
  await member.keyboard.press('Enter');
  await expect(member.getByRole('menuitem', { name: 'View Profile' })).toBeFocused();
  await member.keyboard.press('ArrowDown');
  await expect(member.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await member.keyboard.press('Enter');
  await expect(member).toHaveURL(/\/settings$/);
  await menuButton.focus();
  await member.keyboard.press('ArrowDown');
  await member.keyboard.press('ArrowDown');
  await member.keyboard.press('ArrowDown');
  await expect(member.getByRole('menuitem', { name: 'Billing' })).toBeFocused();
  await member.keyboard.press('Enter');
  await expect(member).toHaveURL(/\/billing$/);
});
