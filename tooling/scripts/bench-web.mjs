// `npm run bench:web`: Lighthouse (performance and accessibility) against a product that is already running,
// in Debian's Chromium, for the landing page, the dashboard, a profile and the messages page, each on a phone
// (Lighthouse's mobile preset: Moto G class device, simulated slow 4G) and on a desktop. Starts no server.
//
//   npm start                                  # in another terminal
//   npm run bench:web -- --url http://localhost:8080 [--runs 1]
//
// The signed-in pages need a member: the script signs one up through the development Auth emulator's account
// chooser and the development channel-connect page, exactly as a new creator would (development mode only).
// Writes bench-results/web-bench.json: per page and form factor the scores, LCP/CLS/TBT, the elements that shifted
// most, and the bytes of the page's JavaScript (transferred, uncompressed and gzip -9 of each file), with the
// landing page as the in-run baseline. On a busy machine the simulated CPU (TBT, so the performance score) is
// pessimistic; the byte counts and CLS are not affected.
// Lighthouse 12.8 runs on Node 18.16+ (Lighthouse 13 needs Node 22.19+).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/workspace.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_WEB_URL ?? 'http://localhost:8080' },
    runs: { type: 'string', default: '1' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    // Diagnosis: measure only these pages (comma-separated: dashboard,profile,messages; landing always runs) and
    // keep each run's full Lighthouse report (bootup time per script, long tasks) and trace in this folder.
    pages: { type: 'string', default: 'dashboard,profile,messages' },
    'report-dir': { type: 'string' },
  },
});
const BASE = args.url.replace(/\/$/, '');
const RUNS = Math.min(Math.max(Number(args.runs) || 1, 1), 5);
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic'];
/** Every step of the sign-up walk is bounded. */
const STEP_TIMEOUT_MS = 30_000;

const mobileConfig = { extends: 'lighthouse:default', settings: { onlyCategories: ['performance', 'accessibility'] } };
const desktop = { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: ['performance', 'accessibility'] } };

async function ensureUp() {
  const res = await fetch(`${BASE}/api/health`).catch(() => null);
  if (!res?.ok) {
    console.error(`Nothing answers at ${BASE}/api/health. Start the product first (npm start), or pass --url.`);
    process.exit(2);
  }
}

/** Picks the option with the given text in the select with the given accessible name. */
async function selectByText(page, label, text) {
  const select = await page.waitForSelector(`::-p-aria(${label})`);
  const value = await select.evaluate((el, wanted) => [...el.options].find((o) => o.textContent === wanted)?.value, text);
  if (value === undefined) throw new Error(`No option "${text}" in "${label}"`);
  await select.select(value);
}

/** Signs up a new creator in the page's browser and completes the profile; returns their own profile path. */
async function signUpMember(browser) {
  const page = await browser.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await page.goto(`${BASE}/`, { waitUntil: 'load' });
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const popupTarget = browser.waitForTarget((t) => t.opener() === page.target(), { timeout: STEP_TIMEOUT_MS });
  await (await page.waitForSelector('::-p-text(Sign Up for Free)')).click();
  const popup = await (await popupTarget).page();
  popup.setDefaultTimeout(STEP_TIMEOUT_MS);
  await (await popup.waitForSelector('#add-account-button button')).click();
  await (await popup.waitForSelector('#email-input')).type(email);
  await (await popup.waitForSelector('#display-name-input')).type('Bench Creator');
  await (await popup.waitForSelector('#sign-in')).click();
  await page.waitForFunction("location.pathname === '/register'", { timeout: STEP_TIMEOUT_MS });
  await Promise.all([page.waitForNavigation(), (await page.waitForSelector('::-p-text(Connect YouTube Channel)')).click()]);
  await (await page.waitForSelector('input[type="radio"]')).click();
  await Promise.all([page.waitForNavigation(), (await page.waitForSelector('::-p-text(Connect selected channel)')).click()]);
  await page.waitForFunction("location.pathname === '/profile/edit'");
  await page.waitForSelector('::-p-text(Update Profile)');
  // The required fields, by their labels (as the e2e journey fills them).
  await selectByText(page, 'Niche/Categories', 'Gaming');
  for (const remove of await page.$$('button[aria-label^="Remove "]')) await remove.click();
  await selectByText(page, 'Add a content language', 'English');
  await (await page.waitForSelector('::-p-aria(Add[role="button"])')).click();
  await selectByText(page, 'Collaboration Status', 'Open to Collaborations');
  await (await page.waitForSelector('::-p-text(Update Profile)')).click();
  await page.waitForFunction("location.pathname === '/dashboardV2'", { timeout: STEP_TIMEOUT_MS });
  // A member's profile to measure: the first card of the dashboard.
  await page.waitForSelector('article h2');
  await (await page.waitForSelector('::-p-text(View Profile)')).click();
  await page.waitForFunction("location.pathname.startsWith('/profile/') && location.pathname !== '/profile/me'");
  const profilePath = new URL(page.url()).pathname;
  await page.close();
  return profilePath;
}

/** gzip size of each script, fetched once: the byte goals count gzip, whatever the server sends today. */
const gzipCache = new Map();
async function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    gzipCache.set(url, fetch(url).then(async (res) => gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length)
      .catch(() => 0));
  }
  return gzipCache.get(url);
}

async function jsBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === 'Script' && i.url.startsWith(BASE));
  const gzip = await Promise.all(scripts.map((i) => gzipBytes(i.url)));
  return {
    requests: scripts.length,
    transferBytes: scripts.reduce((n, i) => n + (i.transferSize ?? 0), 0),
    resourceBytes: scripts.reduce((n, i) => n + (i.resourceSize ?? 0), 0),
    gzipBytes: gzip.reduce((n, b) => n + b, 0),
  };
}

/** The elements that moved most (Lighthouse's layout-shifts audit), to find what to reserve space for. */
function shiftSources(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items.slice(0, 3).map((i) => ({ score: Number((i.score ?? 0).toFixed(4)), node: i.node?.snippet ?? i.node?.selector ?? null }));
}

async function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalTransferBytes: audit('total-byte-weight'),
    js: await jsBytes(lhr),
    layoutShifts: shiftSources(lhr),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const WANTED = new Set(args.pages.split(',').map((name) => name.trim()));
const REPORT_DIR = args['report-dir'] ? path.resolve(args['report-dir']) : null;
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });

async function measure(browser, url, formFactor, name) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    // Keep the signed-in member's storage between runs. That keeps the HTTP cache too: the first run of the
    // landing page is a first visit; later runs, and member pages whose code the sign-up walk loaded, are repeat
    // visits (code cached, data fetched).
    let result;
    for (let attempt = 1; ; attempt += 1) {
      const page = await browser.newPage();
      result = await lighthouse(url, { disableStorageReset: true, logLevel: 'error' },
        formFactor === 'desktop' ? desktop : mobileConfig, page);
      await page.close();
      // Lighthouse sometimes fails to record the trace (NO_NAVSTART, "run Lighthouse again"): such a run has no
      // scores, and counting it as 0 would skew the median. It is run again, at most twice.
      const failure = result.lhr.runtimeError;
      if (!failure || attempt === 3) break;
      console.warn(`${name} ${formFactor} run ${i + 1}: ${failure.code}; running it again`);
    }
    if (REPORT_DIR) {
      const file = path.join(REPORT_DIR, `${name}-${formFactor}-${i + 1}`);
      writeFileSync(`${file}.json`, JSON.stringify(result.lhr));
      // The page-load trace (open it in Chromium's Performance panel) shows what each long task was made of.
      if (result.artifacts?.Trace) writeFileSync(`${file}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    runs.push(await summarise(result.lhr));
  }
  const pick = (key) => median(runs.map((r) => r[key] ?? 0));
  return { ...runs[0], performance: pick('performance'), lcpMs: pick('lcpMs'), cls: pick('cls'), tbtMs: pick('tbtMs'), runs };
}

await ensureUp();
const started = Date.now();
const browser = await puppeteer.launch({ executablePath: args.chromium, args: CHROMIUM_ARGS, headless: true });
try {
  const landing = {};
  for (const formFactor of ['mobile', 'desktop']) landing[formFactor] = await measure(browser, `${BASE}/`, formFactor, 'landing');
  const line = (name, entry) => console.log(`${name.padEnd(10)} performance mobile ${entry.mobile.performance} desktop `
    + `${entry.desktop.performance} · CLS mobile ${entry.mobile.cls.toFixed(3)} desktop ${entry.desktop.cls.toFixed(3)} · JS `
    + `${(entry.mobile.js.gzipBytes / 1024).toFixed(1)} KB gzip (${(entry.mobile.js.resourceBytes / 1024).toFixed(0)} KB raw)`);
  line('landing', landing);

  const profilePath = await signUpMember(browser);
  const pages = { landing: { path: '/', ...landing } };
  for (const [name, pagePath] of [['dashboard', '/dashboardV2'], ['profile', profilePath], ['messages', '/messages']]) {
    if (!WANTED.has(name)) continue;
    const entry = { path: pagePath };
    for (const formFactor of ['mobile', 'desktop']) entry[formFactor] = await measure(browser, `${BASE}${pagePath}`, formFactor, name);
    pages[name] = entry;
    line(name, entry);
  }

  const baseline = landing.mobile.js.gzipBytes || 1;
  const report = {
    tool: 'lighthouse 12.8 (performance, accessibility), Debian Chromium, mobile = simulated slow 4G + 4x CPU',
    url: BASE,
    runsPerPage: RUNS,
    durationMs: Date.now() - started,
    baseline: { page: 'landing (mobile)', jsGzipBytes: baseline },
    pages,
    jsRelativeToLanding: Object.fromEntries(Object.entries(pages).map(([name, p]) =>
      [name, Number((p.mobile.js.gzipBytes / baseline).toFixed(2))])),
  };
  const dir = path.join(ROOT, 'bench-results');
  mkdirSync(dir, { recursive: true });
  // A run of some pages only must not replace the figures of a full run.
  const file = Object.keys(pages).length === 4 ? 'web-bench.json' : 'web-bench-partial.json';
  writeFileSync(path.join(dir, file), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote bench-results/${file} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await browser.close();
}
