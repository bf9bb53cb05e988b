// Benchmark (not a test of the suite): how smoothly the open conversation scrolls with 10,000 messages against a
// baseline of 50 in the same run, in Chromium, on the built product started as `npm start` starts it.
// Run: npx playwright test -c e2e/bench/playwright.config.ts   → bench-results/chat-list-bench.json
//
// A creator opens a real conversation with another; its message cache (localStorage, fresh for 10 minutes, shown
// without a request) is filled with N messages of one to four lines, and the page is reloaded, so the client
// renders N messages exactly as after loading them. Then, per N, in the page:
// - steady scroll: 600 animation frames, each moving the log 240 px (bouncing at the ends);
// - jumps: 120 frames, each setting the scroll position somewhere random in the whole conversation;
// recording every frame's duration (requestAnimationFrame deltas), long tasks (PerformanceObserver), and the
// number of message nodes in the DOM at each frame.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/artifacts';
import { newCreator, onboard } from '../support/journey';

const SIZES = [50, 10_000] as const;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const STEADY_FRAMES = 600;
const STEADY_STEP_PX = 240;
const JUMP_FRAMES = 120;

interface FrameStats { frames: number; meanMs: number; p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number; over50Ms: number }
interface Phase { frames: FrameStats; longTasks: number; longTaskMs: number; maxMessageNodes: number; scrolledPx: number }
interface Run { messages: number; round: number; steady: Phase; jumps: Phase; firstRenderMs: number; messageNodesAtRest: number }

test.setTimeout(900_000);

function syntheticMessages(n: number, conversationId: number, me: number, other: number) {
  const start = Date.parse('2026-11-01T08:00:00.000Z');
  return Array.from({ length: n }, (_, i) => {
    const mine = i % 3 === 0;
    const lines = 1 + (i % 4);
    return {
      id: 1_000_000 + i, conversationId, sequence: i + 1, senderId: mine ? me : other, recipientId: mine ? other : me,
      content: Array.from({ length: lines }, (_, l) => `Message ${i + 1}, line ${l + 1}: let us plan the collab video.`).join('\n'),
      timestamp: new Date(start + i * 60_000).toISOString(), clientMessageId: null,
    };
  });
}

/** Fills the cache in the page (so 10,000 messages are not sent over the protocol), reloads, waits for the last. */
async function openWith(page: Page, n: number, conversationId: number): Promise<number> {
  const ids = await page.evaluate((conversationId) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('chat_conversations_'))!;
    const record = JSON.parse(localStorage.getItem(key)!) as { conversations: Array<{ id: number; opponentUserId: number }> };
    return { me: Number(key.slice('chat_conversations_'.length)), other: record.conversations.find((c) => c.id === conversationId)!.opponentUserId };
  }, conversationId);
  const messages = syntheticMessages(n, conversationId, ids.me, ids.other);
  await page.evaluate(({ conversationId, userId, messages }) => {
    localStorage.setItem(`chat_messages_${userId}_${conversationId}`,
      JSON.stringify({ messages, timestamp: Date.now(), userId, conversationId }));
  }, { conversationId, userId: ids.me, messages });
  const started = Date.now();
  await page.reload();
  await expect(page.getByRole('log').getByText(`Message ${n}, line 1:`)).toBeVisible({ timeout: 60_000 });
  return Date.now() - started;
}

/** Runs in the page: scrolls the log frame by frame and records frame times, long tasks and message nodes. */
async function scrollPhase(page: Page, mode: 'steady' | 'jumps', frames: number, step: number): Promise<Phase> {
  return page.evaluate(async ({ mode, frames, step }) => {
    const log = document.querySelector<HTMLElement>('[role="log"]')!;
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push(e.duration); });
    observer.observe({ type: 'longtask', buffered: false });
    const deltas: number[] = [];
    let maxNodes = 0;
    let scrolled = 0;
    let direction = -1;
    let seed = 42;
    const random = () => { seed = (seed * 16807) % 2147483647; return seed / 2147483647; };
    await new Promise<void>((resolve) => {
      let last = performance.now();
      let count = 0;
      const frame = (now: number) => {
        if (count > 0) deltas.push(now - last);
        last = now;
        maxNodes = Math.max(maxNodes, log.querySelectorAll('[data-testid="chat-message"]').length);
        if (count++ >= frames) { resolve(); return; }
        const before = log.scrollTop;
        const max = log.scrollHeight - log.clientHeight;
        if (mode === 'steady') {
          if ((direction < 0 && before <= 0) || (direction > 0 && before >= max)) direction = -direction;
          log.scrollTop = before + direction * step;
        } else {
          log.scrollTop = Math.floor(random() * max);
        }
        scrolled += Math.abs(log.scrollTop - before);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await new Promise((r) => setTimeout(r, 100));
    observer.disconnect();
    const sorted = [...deltas].sort((a, b) => a - b);
    const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    const round = (x: number) => Math.round(x * 100) / 100;
    return {
      frames: {
        frames: deltas.length, meanMs: round(deltas.reduce((a, b) => a + b, 0) / Math.max(1, deltas.length)),
        p50Ms: round(pick(0.5)), p95Ms: round(pick(0.95)), p99Ms: round(pick(0.99)), maxMs: round(sorted[sorted.length - 1] ?? 0),
        over50Ms: deltas.filter((d) => d > 50).length,
      },
      longTasks: longTasks.length, longTaskMs: round(longTasks.reduce((a, b) => a + b, 0)), maxMessageNodes: maxNodes,
      scrolledPx: Math.round(scrolled),
    };
  }, { mode, frames, step });
}

async function startProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  return {
    stop: async (name: string) => {
      const { profile } = await cdp.send('Profiler.stop');
      const dir = path.join(__dirname, '..', '..', 'bench-results');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, name), JSON.stringify(profile));
      await cdp.detach();
    },
  };
}

test('chat list: scrolling 10,000 messages against 50', async ({ browser }) => {
  const a = await browser.newContext();
  const b = await browser.newContext();
  const pageA = await a.newPage();
  const pageB = await b.newPage();
  await onboard(pageA, newCreator('bench-a'));
  await onboard(pageB, newCreator('bench-b'));
  const bChannel = await pageB.evaluate(() => JSON.parse(localStorage.getItem('userChannel') ?? '{}') as { id: number });
  await pageA.goto(`/profile/${bChannel.id}`);
  await pageA.getByRole('button', { name: 'Send Message' }).click();
  await expect(pageA).toHaveURL(/\/messages\?conversation=\d+$/);
  const conversationId = Number(new URL(pageA.url()).searchParams.get('conversation'));
  await expect(pageA.getByRole('log')).toBeVisible();

  const runs: Run[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const n of SIZES) {
      const firstRenderMs = await openWith(pageA, n, conversationId);
      await pageA.waitForTimeout(500);
      const messageNodesAtRest = await pageA.getByTestId('chat-message').count();
      // BENCH_PROFILE=1 keeps a CPU profile of the steady scroll of the large conversation (for Chrome DevTools).
      const profile = process.env.BENCH_PROFILE && n === SIZES[1] && round === 1 ? await startProfile(pageA) : null;
      const steady = await scrollPhase(pageA, 'steady', STEADY_FRAMES, STEADY_STEP_PX);
      if (profile) await profile.stop('chat-list-steady.cpuprofile');
      const jumps = await scrollPhase(pageA, 'jumps', JUMP_FRAMES, 0);
      runs.push({ messages: n, round, firstRenderMs, messageNodesAtRest, steady, jumps });
      console.log(JSON.stringify(runs[runs.length - 1]));
    }
  }
  // What a reader sees with 10,000 messages, at the bottom and somewhere in the middle.
  await openWith(pageA, 10_000, conversationId);
  await saveScreenshot(pageA, 'bench-chat-10000-1280');
  await pageA.setViewportSize({ width: 360, height: 740 });
  await pageA.getByRole('log').evaluate((log) => { log.scrollTop = log.scrollHeight / 2; });
  await pageA.waitForTimeout(300);
  await saveScreenshot(pageA, 'bench-chat-10000-middle-360');

  const summary = (n: number, phase: 'steady' | 'jumps') => {
    const mine = runs.filter((r) => r.messages === n).map((r) => r[phase]);
    const avg = (f: (p: Phase) => number) => Math.round((mine.reduce((s, p) => s + f(p), 0) / mine.length) * 100) / 100;
    return {
      meanFrameMs: avg((p) => p.frames.meanMs), p95FrameMs: avg((p) => p.frames.p95Ms), p99FrameMs: avg((p) => p.frames.p99Ms),
      framesOver50Ms: avg((p) => p.frames.over50Ms), longTasks: avg((p) => p.longTasks), longTaskMs: avg((p) => p.longTaskMs),
      maxMessageNodes: Math.max(...mine.map((p) => p.maxMessageNodes)),
    };
  };
  const result = {
    bench: 'chat-list', when: new Date().toISOString(), browser: browser.version(), viewport: '1280x900',
    method: `${STEADY_FRAMES} frames scrolling ${STEADY_STEP_PX} px each (bouncing at the ends), then ${JUMP_FRAMES} frames each jumping to a random position; ${ROUNDS} rounds alternating baseline and subject`,
    baseline: { messages: SIZES[0], steady: summary(SIZES[0], 'steady'), jumps: summary(SIZES[0], 'jumps') },
    subject: { messages: SIZES[1], steady: summary(SIZES[1], 'steady'), jumps: summary(SIZES[1], 'jumps') },
    runs,
  };
  const dir = path.join(__dirname, '..', '..', 'bench-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'chat-list-bench.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify({ baseline: result.baseline, subject: result.subject }, null, 2));
  // Windowing is what makes this hold: the DOM never holds more than a screenful or two of messages.
  expect(result.subject.steady.maxMessageNodes).toBeLessThanOrEqual(80);
  await a.close();
  await b.close();
});
