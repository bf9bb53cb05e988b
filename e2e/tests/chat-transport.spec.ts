// The chat's socket in a real browser: a member connects over a native WebSocket to /api/ws/websocket and never
// downloads sockjs-client; a member whose network refuses that WebSocket (as a proxy that blocks WebSockets would)
// falls back to SockJS after two failed opens, and the two chat live both ways, each message confirmed by its RECEIPT.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newCreator, onboard } from '../support/journey';

interface Member { page: Page; channelId: number; sockets: string[]; scripts: string[]; sockjsRequests: string[] }

async function member(browser: Browser, label: string, refuseNativeSocket: boolean): Promise<Member> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  if (refuseNativeSocket) {
    // The raw endpoint is swapped for a path the server refuses to upgrade: the socket closes before it opens.
    // SockJS's own websocket transport (/api/ws/<server>/<session>/websocket) is left alone.
    await context.addInitScript(() => {
      const Native = window.WebSocket;
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(String(url).replace(/\/api\/ws\/websocket$/, '/api/ws/refused'), protocols);
        }
      };
    });
  }
  const page = await context.newPage();
  const sockets: string[] = [];
  const scripts: string[] = [];
  const sockjsRequests: string[] = [];
  page.on('websocket', (ws) => sockets.push(new URL(ws.url()).pathname));
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (r.resourceType() === 'script') scripts.push(pathname);
    if (/^\/api\/ws\/(info|[^/]+\/[^/]+\/)/.test(pathname)) sockjsRequests.push(pathname);
  });
  await onboard(page, newCreator(label));
  const channelId = await page.evaluate(() => (JSON.parse(localStorage.getItem('userChannel') ?? '{}') as { id?: number }).id ?? 0);
  return { page, channelId, sockets, scripts, sockjsRequests };
}

const composer = (page: Page) => page.getByRole('textbox', { name: /^Message / });
const lastMessage = (page: Page) => page.getByRole('log').getByTestId('chat-message').last();
const sockjsChunk = (m: Member) => m.scripts.filter((s) => /sockjs/.test(s));

test('native WebSocket first; SockJS, downloaded only then, where the WebSocket cannot open', async ({ browser }) => {
  test.setTimeout(180_000);
  const a = await member(browser, 'ws-native', false);
  const b = await member(browser, 'ws-refused', true);

  // A opens the conversation from B's profile and sends; B reads it on the Messages page.
  await a.page.goto(`/profile/${b.channelId}`);
  await a.page.getByRole('button', { name: 'Send Message' }).click();
  await expect(a.page).toHaveURL(/\/messages\?conversation=\d+$/);
  const conversation = new URL(a.page.url()).searchParams.get('conversation');
  await composer(a.page).fill('Hello over a plain WebSocket');
  await composer(a.page).press('Enter');
  await expect(lastMessage(a.page)).toHaveAttribute('data-state', 'sent');

  // B's socket: two refused opens in a row (5 s of backoff between them), then SockJS at once. (Each page load
  // counts afresh until the fallback is remembered, so B's sign-up pages may have added a refused open.)
  await b.page.goto(`/messages?conversation=${conversation}`);
  await expect.poll(() => sockjsChunk(b).length, { timeout: 60_000 }).toBeGreaterThan(0);
  await expect(lastMessage(b.page)).toHaveText('Hello over a plain WebSocket');
  await composer(b.page).fill('Reply over SockJS');
  await composer(b.page).press('Enter');
  await expect(lastMessage(b.page)).toHaveAttribute('data-state', 'sent', { timeout: 30_000 });
  // Live on A's open conversation, pushed over A's native socket.
  await expect(lastMessage(a.page)).toHaveText('Reply over SockJS', { timeout: 30_000 });
  await composer(a.page).fill('And back');
  await composer(a.page).press('Enter');
  await expect(lastMessage(b.page)).toHaveText('And back', { timeout: 30_000 });

  expect(a.sockets.length).toBeGreaterThan(0);
  expect(new Set(a.sockets)).toEqual(new Set(['/api/ws/websocket']));
  expect(a.sockjsRequests).toEqual([]);
  expect(sockjsChunk(a)).toEqual([]);

  const refusedOpens = b.sockets.filter((p) => p === '/api/ws/refused').length;
  expect(refusedOpens).toBeGreaterThanOrEqual(2);
  expect(b.sockets).not.toContain('/api/ws/websocket');
  expect(b.sockjsRequests.some((p) => p === '/api/ws/info')).toBe(true);
  // The tab remembers: B's next page goes to SockJS at once, without another refused open.
  const infoProbes = b.sockjsRequests.filter((p) => p === '/api/ws/info').length;
  await b.page.reload();
  await expect.poll(() => b.sockjsRequests.filter((p) => p === '/api/ws/info').length, { timeout: 30_000 }).toBeGreaterThan(infoProbes);
  expect(b.sockets.filter((p) => p === '/api/ws/refused')).toHaveLength(refusedOpens);
  await a.page.context().close();
  await b.page.context().close();
});
