/**
 * @jest-environment node
 */
// The tab's connection against the project's real STOMP server, on each socket: a native WebSocket to
// /api/ws/websocket carries the whole chat (token at CONNECT, receipts, delivery) without sockjs-client ever being
// downloaded; when that socket cannot open, sockjs-client is downloaded once and the chat works the same over it.
import type { ChatMessage } from 'shared-api';
import { SEND_MESSAGE_DESTINATION, userQueue } from 'shared-api';
import { NodeWebSocket, startChatTestEnv, type ChatTestEnv, type TestUser } from '../test-support/chat-server';
import { identityTokens, waitFor } from '../test-support/chat-test-kit';
import { ChatSocket } from './chat-socket';
import type { ReconnectPolicy } from './reconnect-backoff';
import { NATIVE_FAILURES_BEFORE_FALLBACK, type NativeSocket, type SockJsConstructor } from './socket-transport';

let env: ChatTestEnv;
let alice: TestUser;
let bob: TestUser;
const sockets: ChatSocket[] = [];
const quiet = { error: jest.fn(), warn: jest.fn(), debug: jest.fn() };
jest.setTimeout(120_000);

beforeAll(async () => {
  env = await startChatTestEnv();
  [alice, bob] = await Promise.all([env.createUser('ws-alice'), env.createUser('ws-bob')]);
});

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.stop()));
});

afterAll(async () => {
  await env?.close();
});

/** A connection whose native socket is `native` (recording the URLs asked for) and whose SockJS download is counted. */
function open(user: TestUser, native: (url: string) => NativeSocket, reconnect: Partial<ReconnectPolicy> = {}) {
  const nativeUrls: string[] = [];
  const sockJsLoads: number[] = [];
  const nativeAt: number[] = [];
  const socket = new ChatSocket({
    baseUrl: env.server.baseUrl, userId: user.id, getToken: identityTokens(user).get, logger: quiet,
    reconnect: { delayMs: 50, maxDelayMs: 100, ...reconnect },
    transport: {
      storage: null,
      nativeSocket: (url) => {
        nativeUrls.push(url);
        nativeAt.push(Date.now());
        return native(url);
      },
      loadSockJs: async () => {
        sockJsLoads.push(Date.now());
        return (await import('sockjs-client')).default as unknown as SockJsConstructor;
      },
    },
  });
  sockets.push(socket);
  return { socket, nativeUrls, nativeAt, sockJsLoads };
}

const working = (url: string) => new NodeWebSocket(url);
/** A network path that refuses WebSockets: nothing listens on port 1. */
const refused = () => new NodeWebSocket('ws://127.0.0.1:1/api/ws/websocket');

async function chat(from: ChatSocket, to: ChatSocket, content: string) {
  const got: ChatMessage[] = [];
  const off = to.subscribe(userQueue(bob.id, 'messages'), (body) => got.push(body as ChatMessage));
  from.start();
  to.start();
  await waitFor(() => from.isConnected() && to.isConnected(), 'connected');
  // Bob's own receipted frame proves his SUBSCRIBE reached the server.
  await to.publishWithReceipt(SEND_MESSAGE_DESTINATION, { senderId: bob.id, recipientId: alice.id, content: `${content} (reply)` });
  await from.publishWithReceipt(SEND_MESSAGE_DESTINATION, { senderId: alice.id, recipientId: bob.id, content });
  await waitFor(() => got.some((m) => m.content === content), 'delivery');
  off();
}

it('connects over a native WebSocket to /api/ws/websocket and never downloads sockjs-client', async () => {
  const a = open(alice, working);
  const b = open(bob, working);
  await chat(a.socket, b.socket, 'over the raw websocket');
  expect(a.nativeUrls).toEqual([`${env.server.baseUrl.replace(/^http/, 'ws')}/api/ws/websocket`]);
  expect(a.socket.transportKind).toBe('native');
  expect(a.socket.state).toMatchObject({ connected: true, attempts: 1, failures: 0 });
  expect([...a.sockJsLoads, ...b.sockJsLoads]).toEqual([]);
});

it('reconnects over the native socket after a drop (an opened socket is no failure)', async () => {
  const a = open(alice, working);
  a.socket.start();
  await waitFor(() => a.socket.isConnected(), 'connected');
  a.socket.dropForTest();
  await waitFor(() => !a.socket.isConnected(), 'dropped');
  await waitFor(() => a.socket.isConnected(), 'reconnected');
  expect(a.nativeUrls).toHaveLength(2);
  expect(a.socket.transportKind).toBe('native');
  expect(a.sockJsLoads).toEqual([]);
});

it(`falls back to SockJS after the native socket failed to open ${NATIVE_FAILURES_BEFORE_FALLBACK} times, and the chat works over it`, async () => {
  // A backoff long enough to tell: the SockJS attempt follows the last native failure at once, not after 6 s.
  const a = open(alice, refused, { delayMs: 3_000, maxDelayMs: 6_000, jitter: 0 });
  const b = open(bob, working);
  await chat(a.socket, b.socket, 'over sockjs after the fallback');
  expect(a.nativeUrls).toHaveLength(NATIVE_FAILURES_BEFORE_FALLBACK);
  expect(a.socket.transportKind).toBe('sockjs');
  expect(a.socket.state.attempts).toBe(NATIVE_FAILURES_BEFORE_FALLBACK + 1);
  expect(a.sockJsLoads).toHaveLength(1);
  expect(a.sockJsLoads[0]! - a.nativeAt[1]!).toBeLessThan(2_500);
  expect(b.sockJsLoads).toEqual([]);

  // Later reconnects stay on SockJS without another download.
  a.socket.dropForTest();
  await waitFor(() => !a.socket.isConnected(), 'dropped');
  await waitFor(() => a.socket.isConnected(), 'reconnected');
  expect(a.nativeUrls).toHaveLength(NATIVE_FAILURES_BEFORE_FALLBACK);
  expect(a.sockJsLoads).toHaveLength(1);
});
