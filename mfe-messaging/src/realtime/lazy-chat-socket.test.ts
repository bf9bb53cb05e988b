/**
 * @jest-environment node
 */
// The connection whose socket client loads later, against the project's real STOMP server: nothing is downloaded
// before the scheduled moment, subscriptions and status listeners made before it work once the client arrives,
// and a failed download is retried.
import type { ChatMessage } from 'shared-api';
import { startChatTestEnv, type ChatTestEnv, type TestUser } from '../test-support/chat-server';
import { identityTokens, waitFor } from '../test-support/chat-test-kit';
import * as chatSocketModule from './chat-socket';
import { ADD_USER_DESTINATION, SEND_MESSAGE_DESTINATION, userQueue } from 'shared-api';
import { type ChatSocketLoader, LazyChatSocket, type LazyChatSocketOptions } from './lazy-chat-socket';
import { SendInterruptedError } from './send-errors';

let env: ChatTestEnv;
let alice: TestUser;
let bob: TestUser;
const sockets: LazyChatSocket[] = [];
const quiet = { error: jest.fn(), warn: jest.fn(), debug: jest.fn() };
jest.setTimeout(120_000);

beforeAll(async () => {
  env = await startChatTestEnv();
  [alice, bob] = await Promise.all([env.createUser('lazy-alice'), env.createUser('lazy-bob')]);
});

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.stop()));
  quiet.error.mockClear();
});

afterAll(async () => {
  await env?.close();
});

/** A loader that counts downloads (the real module), and a scheduler the test runs by hand. */
function harness() {
  const loads: number[] = [];
  const load: ChatSocketLoader = async () => {
    loads.push(Date.now());
    return chatSocketModule;
  };
  const tasks: Array<() => void> = [];
  const schedule = (task: () => void) => {
    tasks.push(task);
    return () => tasks.splice(tasks.indexOf(task), 1);
  };
  return { loads, load, tasks, schedule, runScheduled: () => tasks.splice(0).forEach((t) => t()) };
}

function open(user: TestUser, extra: Partial<LazyChatSocketOptions> = {}) {
  const socket = new LazyChatSocket({
    baseUrl: env.server.baseUrl, userId: user.id, getToken: identityTokens(user).get, logger: quiet,
    reconnect: { delayMs: 50, maxDelayMs: 100 }, ...extra,
  });
  sockets.push(socket);
  return socket;
}

it('downloads the socket client only when the scheduled moment comes, then delivers what was subscribed before', async () => {
  const h = harness();
  const a = open(alice, { schedule: (task) => { task(); return () => {}; } });
  const b = open(bob, { load: h.load, schedule: h.schedule });
  const got: ChatMessage[] = [];
  b.subscribe(userQueue(bob.id, 'messages'), (body) => got.push(body as ChatMessage));
  const statuses: boolean[] = [];
  b.onStatusChange((s) => statuses.push(s.connected));

  b.start();
  a.start();
  expect(h.loads).toHaveLength(0);
  expect(b.loaded).toBeNull();
  expect(b.isConnected()).toBe(false);
  // Before the client is there, sends fail as they do on a closed connection.
  expect(b.publish(SEND_MESSAGE_DESTINATION, { content: 'x' })).toBe(false);
  await expect(b.publishWithReceipt(SEND_MESSAGE_DESTINATION, { content: 'x' })).rejects.toBeInstanceOf(SendInterruptedError);

  h.runScheduled();
  await waitFor(() => a.isConnected() && b.isConnected(), 'both connected');
  expect(h.loads).toHaveLength(1);
  expect(statuses).toEqual([false, true]);
  // A receipt on a later frame of Bob's proves his SUBSCRIBE reached the server.
  await b.publishWithReceipt(ADD_USER_DESTINATION, { senderId: bob.id });
  await a.publishWithReceipt(SEND_MESSAGE_DESTINATION, {
    senderId: alice.id, recipientId: bob.id, content: 'hello later', clientMessageId: 'lazy-1',
  });
  await waitFor(() => got.length === 1, 'delivery to the early subscription');
  expect(got[0]).toMatchObject({ senderId: alice.id, content: 'hello later', clientMessageId: 'lazy-1' });
});

it('never downloads the client when stopped before the scheduled moment', async () => {
  const h = harness();
  const b = open(bob, { load: h.load, schedule: h.schedule });
  b.start();
  expect(h.tasks).toHaveLength(1);
  await b.stop();
  expect(h.tasks).toHaveLength(0);
  expect(h.loads).toHaveLength(0);
});

it('retries a failed download, and at once when the browser is back online', async () => {
  let fail = true;
  const loads: number[] = [];
  const load: ChatSocketLoader = async () => {
    loads.push(Date.now());
    if (fail) throw new Error('Loading chunk chat-socket failed');
    return chatSocketModule;
  };
  const b = open(bob, { load, schedule: (task) => { task(); return () => {}; }, reconnect: { delayMs: 60_000, maxDelayMs: 60_000 } });
  b.start();
  await waitFor(() => loads.length === 1 && quiet.error.mock.calls.length === 1, 'first attempt failed');
  expect(quiet.error).toHaveBeenCalledWith('The chat connection could not be loaded:', expect.any(Error));
  fail = false;
  // The backoff would wait a minute; coming back online does not.
  b.reconnectNow();
  await waitFor(() => b.isConnected(), 'connected after the retry');
  expect(loads).toHaveLength(2);
});
