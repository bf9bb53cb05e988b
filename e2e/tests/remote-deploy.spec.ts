// Deploying one remote on its own, as a feature team does (docs/remotes.md, "Deploy, or swap, one remote"): build it
// alone with a visible change, serve it from a second origin, point remotes.json at it, reload. Then roll back,
// take its host down, and serve a build against another React major. The suite's server reads its own copy of
// remotes.json (E2E_REMOTES_FILE, see global-setup), restored after every test.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/artifacts';
import { newCreator, onboard } from '../support/journey';
import { buildRemote, copyWithSharedVersion } from '../support/remote-build';
import { createStaticOrigin, type StaticOrigin } from '../support/static-origin';

/** A remote's production entry under `folder`: `remoteEntry.<8 hex>.js`. */
function remoteEntryOf(url: string, folder: string): boolean {
  return url.startsWith(folder) && /^remoteEntry\.[0-9a-f]{8}\.js$/.test(url.slice(folder.length));
}

test.describe.configure({ mode: 'serial' });

const RELEASE_HEADING = 'Billing · release 2.0';
const FALLBACK = 'This section could not be loaded.';

let remotesFile: string;
let originalRemotes: string;
let work: string;
let origin: StaticOrigin;
let context: BrowserContext;
let page: Page;

/** Points mfe_account at `url` in the live remotes.json, leaving the other remotes as they are. */
function pointAccountAt(url: string): void {
  const remotes = JSON.parse(originalRemotes) as Record<string, string>;
  remotes.mfe_account = url;
  writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));
}

function directive(csp: string | undefined, name: string): string[] {
  const found = (csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

test.beforeAll(async ({ browser }) => {
  // Building a remote takes a while on a busy machine.
  test.setTimeout(600_000);
  remotesFile = process.env.E2E_REMOTES_FILE ?? '';
  expect(remotesFile, 'global-setup provides the suite\'s own remotes.json').not.toBe('');
  originalRemotes = readFileSync(remotesFile, 'utf8');
  work = mkdtempSync(path.join(os.tmpdir(), 'collabhub-remote-deploy-'));

  await buildRemote('mfe-account', path.join(work, 'account-2.0'), {
    file: 'src/features/billing/components/billing-page.tsx',
    from: '>Billing</h1>',
    to: `>${RELEASE_HEADING}</h1>`,
  });
  copyWithSharedVersion(path.join(work, 'account-2.0'), path.join(work, 'account-react-18'), ['react', 'react-dom'], '18.3.1');
  origin = await createStaticOrigin(work);

  context = await browser.newContext();
  page = await context.newPage();
  await onboard(page, newCreator('deploy'));
});

test.afterEach(() => {
  writeFileSync(remotesFile, originalRemotes);
});

test.afterAll(async () => {
  if (remotesFile && originalRemotes) writeFileSync(remotesFile, originalRemotes);
  await context?.close();
  await origin?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a remote built alone and served from a second origin replaces the original; restoring remotes.json brings it back', async () => {
  const stackOrigin = new URL(process.env.E2E_BASE_URL ?? '').origin;
  pointAccountAt(`${origin.origin}/account-2.0/mf-manifest.json`);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));

  const swapped = await page.goto('/billing');
  const csp = swapped?.headers()['content-security-policy'];
  for (const name of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
    expect(directive(csp, name), name).toContain(origin.origin);
  }
  await expect(page.getByRole('heading', { level: 1, name: RELEASE_HEADING })).toBeVisible();
  // A remote's entry is content-hashed (cached for a year); its mf-manifest.json names it.
  expect(requested.filter((u) => remoteEntryOf(u, `${origin.origin}/account-2.0/`))).toHaveLength(1);
  expect(requested.filter((u) => u.startsWith(`${stackOrigin}/remotes/mfe-account/`))).toEqual([]);
  await saveScreenshot(page, 'remote-deploy-swapped-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: RELEASE_HEADING })).toBeVisible();
  await saveScreenshot(page, 'remote-deploy-swapped-360');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The other remotes are untouched: still this server's builds.
  await page.goto('/dashboardV2');
  await expect(page.getByRole('heading', { name: 'Find Collaborators' })).toBeVisible();
  await page.goto('/messages');
  await expect(page.getByPlaceholder('Search conversations')).toBeVisible();
  expect(requested.some((u) => remoteEntryOf(u, `${stackOrigin}/remotes/mfe-discovery/`))).toBe(true);
  expect(requested.some((u) => remoteEntryOf(u, `${stackOrigin}/remotes/mfe-messaging/`))).toBe(true);

  // Rollback: the original file, one reload.
  writeFileSync(remotesFile, originalRemotes);
  const restored = await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing', exact: true })).toBeVisible();
  await expect(page.getByText(RELEASE_HEADING)).toHaveCount(0);
  expect(directive(restored?.headers()['content-security-policy'], 'script-src')).not.toContain(origin.origin);
});

test('the remote\'s host down: that area shows its fallback with Retry, the rest works, and Retry recovers', async () => {
  pointAccountAt(`${origin.origin}/account-2.0/mf-manifest.json`);
  await origin.stop();
  try {
    await page.goto('/billing');
    const fallback = page.getByRole('alert').filter({ hasText: FALLBACK });
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    await expect(fallback).toContainText('Its server could not be reached (network error).');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await saveScreenshot(page, 'remote-deploy-host-down');

    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page.getByRole('heading', { name: 'Find Collaborators' })).toBeVisible();

    await page.goto('/billing');
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 30_000 });
  } finally {
    await origin.start();
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: RELEASE_HEADING })).toBeVisible();
});

test('a remote built against another React major shows its fallback and says why in the console, without running its code', async () => {
  pointAccountAt(`${origin.origin}/account-react-18/mf-manifest.json`);
  const consoleErrors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  const before = origin.requests.length;

  await page.goto('/billing');
  const fallback = page.getByRole('alert').filter({ hasText: FALLBACK });
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  await expect(fallback).toContainText('It was built for other versions of the shared libraries (version skew).');
  await saveScreenshot(page, 'remote-deploy-version-skew');
  const reason = consoleErrors.find((t) => t.startsWith('[federation] mfe_account was not loaded: version skew in shared singletons'));
  expect(reason, consoleErrors.join('\n')).toBeDefined();
  expect(reason).toContain('react 18.3.1 wanted, this page runs 19.2.9');

  const fetched = origin.requests.slice(before);
  expect(fetched).toContain('/account-react-18/mf-manifest.json');
  expect(fetched.filter((p) => p.startsWith('/account-react-18/remoteEntry'))).toEqual([]);

  await page.goto('/dashboardV2');
  await expect(page.getByRole('heading', { name: 'Find Collaborators' })).toBeVisible();
});
