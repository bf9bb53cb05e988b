// Every route, signed out and signed in, at a phone's width (360 px) and a desktop's (1280 px): axe-core finds
// no serious or critical violation, the page starts with a skip link, nothing scrolls sideways, and a screenshot
// of each is kept in e2e/artifacts/ (a11y-<page>-<width>.png) for people to look at.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/artifacts';
import { newCreator, onboard } from '../support/journey';

test.describe.configure({ mode: 'serial' });

const WIDTHS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const;

interface RouteCheck {
  name: string;
  path: string;
  /** Something the finished page shows (remote pages load after the shell). */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

const SIGNED_OUT: RouteCheck[] = [
  { name: 'landing', path: '/', ready: heading('Find Your Next Big Collaboration') },
  { name: 'login', path: '/login', ready: heading('Log In') },
  { name: 'login-error', path: '/login?error=1', ready: heading('Log In') },
  { name: 'terms', path: '/terms', ready: (page) => page.getByRole('main').getByText(/CollabHub/).first() },
  { name: 'privacy', path: '/privacy', ready: (page) => page.getByRole('main').getByText(/CollabHub/).first() },
  { name: 'about', path: '/about', ready: heading('About CollabHub') },
  { name: 'visitor-profile-me', path: '/profile/me', ready: heading('Sign in to see your profile') },
  { name: 'visitor-profile-edit', path: '/profile/edit', ready: heading('Sign in to see your profile') },
];

const SIGNED_IN: RouteCheck[] = [
  { name: 'dashboard', path: '/dashboardV2', ready: heading('Find Collaborators') },
  { name: 'dashboard-search', path: '/dashboardV2?search=a', ready: heading('Search Results') },
  { name: 'profile-me', path: '/profile/me', ready: (page) => page.getByRole('button', { name: 'Edit Profile' }) },
  { name: 'profile-edit', path: '/profile/edit', ready: heading('Edit Profile') },
  { name: 'messages', path: '/messages', ready: (page) => page.getByPlaceholder('Search conversations') },
  { name: 'billing', path: '/billing', ready: (page) => page.getByText('$15/mo').first() },
  { name: 'settings', path: '/settings', ready: (page) => page.getByRole('tablist').first() },
  { name: 'about-member', path: '/about', ready: heading('About CollabHub') },
  { name: 'terms-member', path: '/terms', ready: (page) => page.getByRole('main').getByText(/CollabHub/).first() },
];

/** axe-core's WCAG 2.1 A/AA rules; the serious and critical findings, in a readable form. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

async function checkRoute(page: Page, route: RouteCheck): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(route.path);
    await expect(route.ready(page)).toBeVisible();
    // Let skeletons and late remote pieces (search box, bell) settle before judging and photographing.
    await page.waitForLoadState('networkidle').catch(() => undefined);

    expect(await seriousViolations(page), `${route.name} at ${size.width} px`).toEqual([]);

    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `${route.name} at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(0);

    await saveScreenshot(page, `a11y-${route.name}-${size.width}`);

    // The first Tab stop is the skip link, and it leads into the main region.
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  }
}

test('signed out: every public route is accessible at 360 px and 1280 px', async ({ page }) => {
  test.setTimeout(240_000);
  for (const route of SIGNED_OUT) await checkRoute(page, route);
});

test('signed out: coming-soon mode is accessible too', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), comingSoon: true, launchDate: '2027-03-01' } });
  });
  await checkRoute(page, { name: 'coming-soon', path: '/', ready: heading(/./) });
});

test('signed in: every member route is accessible at 360 px and 1280 px', async ({ page }) => {
  test.setTimeout(420_000);
  await onboard(page, newCreator('a11y'));
  await page.waitForLoadState('load');
  for (const route of SIGNED_IN) await checkRoute(page, route);

  // A member's profile opened from a card: focus lands on its heading, and the verified tick is not in it.
  await page.setViewportSize(WIDTHS[1]);
  await page.goto('/dashboardV2');
  await page.getByRole('button', { name: 'View Profile' }).first().click();
  await expect(page).toHaveURL(/\/profile\/\d+/);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeFocused();
  await expect(title).not.toContainText('Verified');
  await checkRoute(page, { name: 'profile-other', path: new URL(page.url()).pathname, ready: heading(/./) });

  // The account menu by keyboard: ArrowDown enters it, Escape returns to its button.
  const menuButton = page.getByRole('button', { name: 'Account menu' });
  await expect(menuButton).not.toHaveAttribute('aria-controls');
  await menuButton.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();
});

/** Every axe-core finding, of any impact (the states below must have none). */
async function allViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Where the screenshots of the checked states go (set E2E_SHOTS_DIR to keep them elsewhere). */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? '';

/** At 1280 and 360 px: 0 axe violations of any impact, exactly one h1, and a screenshot of the state. */
async function checkState(page: Page, name: string, settle: (page: Page) => Promise<void>): Promise<void> {
  for (const size of [WIDTHS[1], WIDTHS[0]]) {
    await page.setViewportSize(size);
    await settle(page);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    expect(await allViolations(page), `${name} at ${size.width} px`).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 }), `${name} at ${size.width} px has one h1`).toHaveCount(1);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `${name} at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `a11y-${name}-${size.width}`);
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}-${size.width}.png`, fullPage: true });
  }
}

test('the channel page (free, premium, owner), the notifications, Settings and Billing: no axe finding of any impact', async ({ browser }) => {
  test.setTimeout(300_000);
  const owner = await (await browser.newContext()).newPage();
  await onboard(owner, newCreator('a11y-owner'));
  const ownChannel = await owner.evaluate(() => JSON.parse(localStorage.getItem('userChannel') ?? 'null') as { id: number });
  const ownPath = `/channelPage/${ownChannel.id}`;
  await checkState(owner, 'channel-owner', async (p) => {
    await p.goto(ownPath);
    await expect(p.getByText('Your channel')).toBeVisible();
  });

  const page = await (await browser.newContext()).newPage();
  await onboard(page, newCreator('a11y-member'));
  await checkState(page, 'channel-free', async (p) => {
    await p.goto(ownPath);
    await expect(p.getByText('This feature is available only for premium users.').first()).toBeVisible();
  });
  // The desktop Filters title is no collapsed toggle beside the open panel.
  await page.setViewportSize(WIDTHS[1]);
  await page.goto('/dashboardV2');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Collaborators' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
  await checkState(page, 'notifications', async (p) => {
    await p.goto('/dashboardV2');
    await p.getByRole('button', { name: /^Notifications/ }).click();
    await expect(p.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expect(p.getByRole('dialog', { name: 'Notifications' }).getByRole('status', { name: 'Loading notifications' })).toHaveCount(0);
  });
  await checkState(page, 'settings', async (p) => {
    await p.goto('/settings');
    await expect(p.getByRole('region', { name: 'User details' })).toBeVisible();
  });
  await checkState(page, 'settings-subscription', async (p) => {
    await p.goto('/settings?tab=subscription');
    await expect(p.getByRole('region', { name: 'Current plan' })).toContainText('Free');
  });
  // Both Settings tabs fit one row on a phone.
  await page.setViewportSize(WIDTHS[0]);
  const tabs = page.getByRole('tab');
  const tops = await tabs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size, 'the Settings tabs are on one row at 360 px').toBe(1);
  await checkState(page, 'billing', async (p) => {
    await p.goto(`/billing?returnTo=${encodeURIComponent(ownPath)}`);
    await expect(p.getByRole('article', { name: 'Simple plan' })).toBeVisible();
  });

  // Premium through the development checkout; the channel page comes back unlocked.
  await page.setViewportSize(WIDTHS[1]);
  await page.getByRole('article', { name: 'Simple plan' }).getByRole('button', { name: 'Choose plan' }).click();
  await page.getByRole('button', { name: 'Pay with test card' }).click();
  await expect(page).toHaveURL(/checkout=success/);
  await checkState(page, 'channel-premium', async (p) => {
    await p.goto(ownPath);
    await expect(p.getByRole('list', { name: 'Collaboration options' })).toBeVisible();
  });
});
