/**
 * @jest-environment node
 */
// The chat data service against the project's real server (REST + STOMP over SockJS, started in this process):
// loading with caches, one load at a time, the outbox (resend with the same id, no duplicate), catch-up after a
// server restart, typing and read receipts, cleanup.
import type { Conversation } from 'shared-api';
import { startChatTestEnv, type ChatTestEnv, type TestUser } from '../../../test-support/chat-server';
import { httpAs, identityTokens, MemoryStorage, waitFor } from '../../../test-support/chat-test-kit';
import { createChatApi } from '../api/chat-api';
import { conversationCacheKey, CONVERSATION_CACHE_TTL_MS, messageCacheKey, MESSAGE_CACHE_TTL_MS } from '../rules/chat-cache';
import { OUTBOX_PREFIX, type OutboxEntry } from '../rules/outbox';
import { ChatSocket } from '../../../realtime/chat-socket';
import { ChatDataService, TYPING_VISIBLE_MS } from './chat-data-service';

jest.setTimeout(120_000);

let env: ChatTestEnv;
let alice: TestUser;
let bob: TestUser;
const services: ChatDataService[] = [];
const quiet = { error: jest.fn(), warn: jest.fn(), debug: jest.fn() };

beforeAll(async () => {
  env = await startChatTestEnv();
  [alice, bob] = await Promise.all([env.createUser('alice'), env.createUser('bob')]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.stop()));
});

afterAll(async () => {
  await env?.close();
});

interface Options { storage?: Storage; calls?: string[]; now?: () => number; fallbackMs?: number }

function serviceFor(user: TestUser, { storage = new MemoryStorage(), calls = [], now, fallbackMs }: Options = {}) {
  const socket = new ChatSocket({
    baseUrl: env.server.baseUrl, userId: user.id, getToken: identityTokens(user).get, logger: quiet,
    reconnect: { delayMs: 100, maxDelayMs: 400 },
  });
  const service = new ChatDataService({
    userId: user.id, api: createChatApi(httpAs(() => env.server.baseUrl, user, calls)), socket, storage,
    now, manualLoadFallbackMs: fallbackMs,
  });
  services.push(service);
  return { service, storage, calls, socket };
}

async function conversationBetween(a: TestUser, b: TestUser): Promise<Conversation> {
  return createChatApi(httpAs(() => env.server.baseUrl, a)).openConversation(a.id, b.id);
}

const ready = (s: ChatDataService) => waitFor(() => s.getSnapshot().connected && s.getSnapshot().conversationsLoaded, 'service ready');

/** A new user who opened a conversation with alice; both services started and alice's lists it. */
async function aliceChatsWith(name: string) {
  const user = await env.createUser(name);
  const conversation = await conversationBetween(user, alice);
  const a = serviceFor(alice);
  const other = serviceFor(user);
  a.service.start();
  other.service.start();
  await Promise.all([ready(a.service), ready(other.service)]);
  await waitFor(() => a.service.conversation(conversation.id) !== undefined, 'listed');
  return { user, conversation, a, other };
}

it('loads conversations once, caches them for 5 minutes keyed by user id, and preloads messages', async () => {
  const conversation = await conversationBetween(alice, bob);
  await createChatApi(httpAs(() => env.server.baseUrl, bob)).sendMessage({ senderId: bob.id, recipientId: alice.id, content: 'first' });
  const a = serviceFor(alice);
  a.service.start();
  // A second load while the first runs joins it: one request.
  const first = a.service.loadConversations();
  expect(a.service.loadConversations()).toBe(first);
  await first;
  expect(a.calls.filter((c) => c === `GET /api/conversations/${alice.id}`)).toHaveLength(1);
  await ready(a.service);
  const record = JSON.parse(a.storage.getItem(conversationCacheKey(alice.id))!) as { userId: number; conversations: Conversation[] };
  expect(record.userId).toBe(alice.id);
  expect(record.conversations.map((c) => c.id)).toContain(conversation.id);
  // Nothing was cached: the first conversations' messages are preloaded in the background.
  await waitFor(() => a.storage.getItem(messageCacheKey(alice.id, conversation.id)) !== null, 'preload');
  expect(a.service.getSnapshot().messages[conversation.id]?.messages.map((m) => m.content)).toContain('first');
  await a.service.stop();

  // Within 5 minutes a new tab uses the cache and asks nothing; after them it loads again.
  let clock = Date.now();
  const b = serviceFor(alice, { storage: a.storage, now: () => clock });
  b.service.start();
  expect(b.service.getSnapshot().conversationsLoaded).toBe(true);
  await waitFor(() => b.service.getSnapshot().connected, 'connected');
  const listCalls = () => b.calls.filter((c) => c === `GET /api/conversations/${alice.id}`).length;
  const afterConnect = listCalls();
  await b.service.stop();
  expect(afterConnect).toBeLessThanOrEqual(1); // only the reconnect refresh, never a blocking first load

  clock = Date.now() + CONVERSATION_CACHE_TTL_MS + 1;
  const c = serviceFor(alice, { storage: a.storage, now: () => clock });
  c.service.start();
  expect(c.service.getSnapshot().conversationsLoaded).toBe(false);
  await waitFor(() => c.service.getSnapshot().conversationsLoaded, 'reloaded');
  // Messages live 10 minutes: still cached at 5 minutes, gone after 10.
  clock = Date.now() + MESSAGE_CACHE_TTL_MS - 60_000;
  await c.service.loadMessages(conversation.id);
  expect(c.calls.some((call) => call.startsWith(`GET /api/messages/${alice.id}/`))).toBe(false);
});

it('runs one message load at a time', async () => {
  const carol = await env.createUser('carol');
  const dave = await env.createUser('dave');
  await conversationBetween(alice, carol);
  await conversationBetween(alice, dave);
  let inFlight = 0;
  let maxInFlight = 0;
  const http = httpAs(() => env.server.baseUrl, alice);
  const api = createChatApi(async <T>(path: string, init?: RequestInit) => {
    const isMessages = path.startsWith('/api/messages/');
    if (isMessages) maxInFlight = Math.max(maxInFlight, ++inFlight);
    try {
      return await http<T>(path, init);
    } finally {
      if (isMessages) inFlight--;
    }
  });
  const socket = new ChatSocket({ baseUrl: env.server.baseUrl, userId: alice.id, getToken: identityTokens(alice).get, logger: quiet });
  const service = new ChatDataService({ userId: alice.id, api, socket, storage: new MemoryStorage() });
  services.push(service);
  service.start();
  await ready(service);
  await Promise.all(service.getSnapshot().conversations.map((c) => service.loadMessages(c.id, { force: true })));
  expect(service.getSnapshot().conversations.length).toBeGreaterThanOrEqual(3);
  expect(maxInFlight).toBe(1);
});

it('sends through the outbox, resends a stored entry with the same id after a restart, and never duplicates', async () => {
  const conversation = await conversationBetween(alice, bob);
  const a = serviceFor(alice);
  const b = serviceFor(bob);
  a.service.start();
  b.service.start();
  await Promise.all([ready(a.service), ready(b.service)]);
  b.service.openConversation(conversation.id);
  await b.service.loadMessages(conversation.id);

  expect(a.service.send(conversation.id, '   ')).toBe('empty');
  expect(a.service.send(conversation.id, 'hello live')).toBe('queued');
  await waitFor(() => b.service.itemsOf(conversation.id).some((i) => i.content === 'hello live'), 'live delivery');
  await waitFor(() => a.service.getSnapshot().outbox.length === 0, 'acknowledged');
  expect(a.service.itemsOf(conversation.id).filter((i) => i.content === 'hello live').map((i) => i.state)).toEqual(['sent']);

  // An entry that was sent but whose RECEIPT never arrived (the tab closed) is still in the outbox on reload.
  const sentBefore: OutboxEntry = {
    clientMessageId: 'c-resend-1', conversationId: conversation.id, senderId: alice.id, recipientId: bob.id,
    content: 'typed before the reload', createdAt: new Date().toISOString(), state: 'pending',
  };
  await a.service.stop();
  await createChatApi(httpAs(() => env.server.baseUrl, alice)).sendMessage({ ...sentBefore });
  a.storage.setItem(`${OUTBOX_PREFIX}${alice.id}`, JSON.stringify([sentBefore]));

  // The server restarts while the reloaded tab sends a message typed during the outage.
  const restart = env.restart();
  const again = serviceFor(alice, { storage: a.storage });
  again.service.start();
  await waitFor(() => again.service.getSnapshot().conversationsLoaded || again.service.getSnapshot().outbox.length > 0, 'reloaded');
  await waitFor(() => again.service.getSnapshot().conversations.length > 0, 'conversations');
  expect(again.service.send(conversation.id, 'typed during the outage')).toBe('queued');
  await restart;
  await waitFor(() => again.service.getSnapshot().outbox.length === 0, 'outbox flushed after restart', 30_000);
  await waitFor(() => b.service.itemsOf(conversation.id).some((i) => i.content === 'typed during the outage'), 'catch-up on B', 30_000);

  const history = await createChatApi(httpAs(() => env.server.baseUrl, bob)).history(bob.id, alice.id, undefined, 100);
  const count = (text: string) => history.filter((m) => m.content === text).length;
  expect(count('typed before the reload')).toBe(1);
  expect(count('typed during the outage')).toBe(1);
  const shown = b.service.itemsOf(conversation.id);
  expect(new Set(shown.map((i) => i.id)).size).toBe(shown.length);
  const sequences = shown.map((i) => i.sequence!);
  expect(sequences).toEqual([...sequences].sort((x, y) => x - y));
});

it('over 50 messages the sender reads nothing back after a RECEIPT and the recipient nothing per incoming message', async () => {
  const { conversation, a, other: h } = await aliceChatsWith('hana');
  await Promise.all([a.service.loadMessages(conversation.id), h.service.loadMessages(conversation.id)]);
  // The (re)connect reads are done: from here on only frames change the stores.
  await new Promise((r) => setTimeout(r, 300));
  const senderBefore = a.calls.length;
  const recipientBefore = h.calls.length;
  // A (re)connect may read to catch up (a loaded machine can miss a heart-beat): counted, and allowed only then.
  const connects = { a: 0, h: 0 };
  a.socket.onStatusChange(({ connected }) => { if (connected) connects.a += 1; });
  h.socket.onStatusChange(({ connected }) => { if (connected) connects.h += 1; });
  connects.a = 0;
  connects.h = 0;
  const texts = Array.from({ length: 50 }, (_, i) => `busy ${i + 1}`);
  for (const text of texts) expect(a.service.send(conversation.id, text)).toBe('queued');

  await waitFor(() => a.service.getSnapshot().outbox.length === 0, 'all 50 confirmed', 30_000);
  await waitFor(() => texts.every((t) => h.service.itemsOf(conversation.id).some((i) => i.content === t)), 'all 50 pushed', 30_000);
  // The sender holds the committed copies (sequence and server fields) from the confirmation echo.
  const sent = a.service.itemsOf(conversation.id).filter((i) => texts.includes(i.content));
  expect(sent).toHaveLength(50);
  expect(sent.every((i) => i.state === 'sent' && typeof i.sequence === 'number')).toBe(true);
  expect(a.service.conversation(conversation.id)?.lastMessage?.content).toBe('busy 50');
  // The recipient's list changed in memory: last message and unread count, no reload.
  expect(h.service.conversation(conversation.id)?.lastMessage?.content).toBe('busy 50');
  expect(h.service.conversation(conversation.id)?.unreadCount).toBe(50);
  expectOnlyCatchUps(a.calls.slice(senderBefore), connects.a);
  expectOnlyCatchUps(h.calls.slice(recipientBefore), connects.h);
});

/** No REST call at all, unless the connection came back meanwhile: then only the list and catch-ups, once per connect. */
function expectOnlyCatchUps(calls: string[], reconnects: number) {
  if (reconnects === 0) {
    expect(calls).toEqual([]);
    return;
  }
  expect(calls.every((c) => /^GET \/api\/conversations\/\d+(\/messages\?afterSequence=\d+)?$/.test(c))).toBe(true);
  expect(calls.filter((c) => !c.includes('afterSequence')).length).toBeLessThanOrEqual(reconnects);
}

it('marks a refused message failed, and Retry sends it again with the same id', async () => {
  const erin = await env.createUser('erin');
  const conversation = await conversationBetween(alice, erin);
  const a = serviceFor(alice);
  a.service.start();
  await ready(a.service);
  // Too long for the server: refused for good (not an interruption).
  expect(a.service.send(conversation.id, 'x'.repeat(5001))).toBe('queued');
  await waitFor(() => a.service.getSnapshot().outbox[0]?.state === 'failed', 'failed');
  const [failed] = a.service.itemsOf(conversation.id);
  expect(failed).toMatchObject({ state: 'failed', error: expect.stringMatching(/at most 5000/) });
  await waitFor(() => a.service.getSnapshot().connected, 'reconnected after the ERROR');
  a.service.retry(failed!.key);
  await waitFor(() => a.service.getSnapshot().outbox[0]?.state === 'failed', 'failed again');
  expect(a.service.getSnapshot().outbox.map((e) => e.clientMessageId)).toEqual([failed!.key]);
  a.service.discard(failed!.key);
  expect(a.service.getSnapshot().outbox).toEqual([]);
});

it('counts unread for a closed conversation, not for the open one, and shows typing and Seen', async () => {
  const { conversation, a, other: f } = await aliceChatsWith('frank');

  f.service.send(conversation.id, 'one');
  await waitFor(() => a.service.conversation(conversation.id)?.unreadCount === 1, 'unread 1');
  expect(a.service.getSnapshot().conversations[0]!.id).toBe(conversation.id);
  expect(a.service.conversation(conversation.id)?.lastMessage?.content).toBe('one');

  // Frank is a stranger to alice: his conversation is a message request, and no read receipt reaches him until
  // alice accepts it (modules/message-requests).
  await httpAs(() => env.server.baseUrl, alice)(`/api/message-requests/${conversation.id}/accept`, { method: 'POST' });
  a.service.openConversation(conversation.id);
  expect(a.service.conversation(conversation.id)?.unreadCount).toBe(0);
  await f.service.loadMessages(conversation.id);
  await waitFor(() => (f.service.getSnapshot().readUpTo[conversation.id] ?? 0) >= 1, 'Seen receipt');

  f.service.notifyTyping(conversation.id);
  await waitFor(() => (a.service.getSnapshot().typingUntil[conversation.id] ?? 0) > Date.now(), 'typing');
  f.service.send(conversation.id, 'two');
  await waitFor(() => a.service.itemsOf(conversation.id).some((i) => i.content === 'two'), 'two');
  expect(a.service.conversation(conversation.id)?.unreadCount).toBe(0);
  expect(a.service.getSnapshot().typingUntil[conversation.id]).toBe(0);
});

it("shows '… is typing' for at most 5 s after the last signal, and clears it when the typist disconnects", async () => {
  const { conversation, a, other: g, user: gina } = await aliceChatsWith('gina');
  a.service.openConversation(conversation.id);

  const before = Date.now();
  g.service.notifyTyping(conversation.id);
  await waitFor(() => (a.service.getSnapshot().typingUntil[conversation.id] ?? 0) > Date.now(), 'typing');
  // Visible until at most 5 s after the signal arrived (the window hides it then, see typing-indicator.tsx).
  expect(a.service.getSnapshot().typingUntil[conversation.id]! - before).toBeLessThanOrEqual(TYPING_VISIBLE_MS + 1000);
  expect(TYPING_VISIBLE_MS).toBeLessThanOrEqual(5_000);

  // The typist's tab goes away mid-word: no 'typing: false' is sent by the client, the server's goodbye clears it.
  await g.service.stop();
  await waitFor(() => (a.service.getSnapshot().typingUntil[conversation.id] ?? 0) === 0, 'typing cleared on disconnect', 10_000);
  expect(a.service.getSnapshot().online[gina.id]).not.toBe(true);
});

it("drops a conversation when its member blocks the other (the account push), and lists it again on unblock", async () => {
  const { user, conversation, a } = await aliceChatsWith('blocked-by-alice');
  const aliceHttp = httpAs(() => env.server.baseUrl, alice);
  await aliceHttp('/api/blocks', { method: 'POST', body: JSON.stringify({ userId: user.id }) });
  await waitFor(() => a.service.conversation(conversation.id) === undefined, 'dropped after the block');
  await aliceHttp(`/api/blocks/${user.id}`, { method: 'DELETE' });
  await waitFor(() => a.service.conversation(conversation.id) !== undefined, 'listed again after the unblock');
});

it('cleanup closes the socket, resets the state and stops notifying', async () => {
  const a = serviceFor(alice);
  a.service.start();
  await ready(a.service);
  const listener = jest.fn();
  a.service.subscribe(listener);
  await a.service.stop();
  expect(a.socket.isConnected()).toBe(false);
  expect(a.service.getSnapshot().conversations).toEqual([]);
  listener.mockClear();
  a.service.refreshConversations();
  await new Promise((r) => setTimeout(r, 300));
  expect(listener).not.toHaveBeenCalled();
  expect(a.service.getSnapshot().connected).toBe(false);
});

it('loads by hand when conversations have not arrived after the fallback delay', async () => {
  let first = true;
  const http = httpAs(() => env.server.baseUrl, alice);
  const calls: string[] = [];
  const api = createChatApi(async <T>(path: string, init?: RequestInit) => {
    calls.push(path);
    if (path === `/api/conversations/${alice.id}` && first) {
      first = false;
      throw new Error('network down');
    }
    return http<T>(path, init);
  });
  // No connection in this test, so only the fallback can load the list again.
  const socket = new ChatSocket({
    baseUrl: env.server.baseUrl, userId: alice.id, getToken: () => Promise.reject(new Error('offline')), logger: quiet,
    reconnect: { delayMs: 60_000 },
  });
  const service = new ChatDataService({ userId: alice.id, api, socket, storage: new MemoryStorage(), manualLoadFallbackMs: 200 });
  services.push(service);
  service.start();
  await waitFor(() => service.getSnapshot().conversationsLoaded, 'manual load');
  expect(calls.filter((p) => p === `/api/conversations/${alice.id}`).length).toBeGreaterThanOrEqual(2);
});
