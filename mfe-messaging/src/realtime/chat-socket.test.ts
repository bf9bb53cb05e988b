/**
 * @jest-environment node
 */
// The tab's connection against the project's real STOMP server (started in this process): connect with a fresh
// token, subscribe (again after every reconnect), publish with a receipt, backoff and a server restart.
import type { ChatMessage } from 'shared-api';
import { startChatTestEnv, type ChatTestEnv, type TestUser } from '../test-support/chat-server';
import { ChatSocket, NO_AUTHENTICATED_USER, SendRejectedError } from './chat-socket';
import { ADD_USER_DESTINATION, SEND_MESSAGE_DESTINATION, userQueue } from 'shared-api';
import { identityTokens, waitFor } from '../test-support/chat-test-kit';

let env: ChatTestEnv;
let alice: TestUser;
let bob: TestUser;
const sockets: ChatSocket[] = [];
const quiet = { error: jest.fn(), warn: jest.fn(), debug: jest.fn() };
// Starting the emulator and an embedded database takes a while on a busy machine.
jest.setTimeout(120_000);

beforeAll(async () => {
  env = await startChatTestEnv();
  [alice, bob] = await Promise.all([env.createUser('alice'), env.createUser('bob')]);
});

afterEach(async () => {
  await Promise.all(sockets.splice(0).map((s) => s.stop()));
});

afterAll(async () => {
  await env?.close();
});

function open(user: TestUser, extra: Partial<ConstructorParameters<typeof ChatSocket>[0]> = {}) {
  const tokens = identityTokens(user);
  const socket = new ChatSocket({
    baseUrl: env.server.baseUrl, userId: user.id, getToken: tokens.get, logger: quiet,
    reconnect: { delayMs: 100, maxDelayMs: 400 }, ...extra,
  });
  sockets.push(socket);
  return { socket, tokens };
}

function connected(socket: ChatSocket) {
  return waitFor(() => socket.isConnected(), 'connected');
}

it('connects with a forced-fresh token, marks the user online and delivers subscribed messages', async () => {
  const a = open(alice);
  const b = open(bob);
  const got: unknown[] = [];
  b.socket.subscribe(userQueue(bob.id, 'messages'), (body) => got.push(body));
  const statuses: boolean[] = [];
  b.socket.onStatusChange((s) => statuses.push(s.connected));
  a.socket.start();
  b.socket.start();
  await Promise.all([connected(a.socket), connected(b.socket)]);
  expect(a.tokens.forced).toEqual([true]);
  expect(b.socket.state).toMatchObject({ connected: true, attempts: 1 });
  expect(b.socket.state.lastConnectedAt).not.toBeNull();
  // A receipt on a later frame of Bob's proves his SUBSCRIBE reached the server.
  await b.socket.publishWithReceipt(ADD_USER_DESTINATION, { senderId: bob.id });

  await a.socket.publishWithReceipt(SEND_MESSAGE_DESTINATION, {
    senderId: alice.id, recipientId: bob.id, content: 'hi bob', clientMessageId: 'sock-1',
  });
  await waitFor(() => got.length === 1, 'delivery');
  expect(got[0]).toMatchObject({ senderId: alice.id, content: 'hi bob', clientMessageId: 'sock-1' });
  expect(statuses).toEqual([false, true]);
});

it('refuses to publish while not connected (logged, nothing sent)', () => {
  const a = open(alice);
  expect(a.socket.publish(SEND_MESSAGE_DESTINATION, { content: 'x' })).toBe(false);
  expect(quiet.error).toHaveBeenCalledWith(expect.stringContaining('not open'));
});

it('rejects a SEND the server refuses with SendRejectedError, and stays connected (no reconnect)', async () => {
  const a = open(alice);
  a.socket.start();
  await connected(a.socket);
  await expect(a.socket.publishWithReceipt(SEND_MESSAGE_DESTINATION, {
    senderId: alice.id, recipientId: alice.id, content: 'to myself',
  })).rejects.toBeInstanceOf(SendRejectedError);
  // The refusal came on /user/queue/errors: the same connection carries the next message.
  await a.socket.publishWithReceipt(SEND_MESSAGE_DESTINATION, { senderId: alice.id, recipientId: bob.id, content: 'still here' });
  expect(a.socket.state.attempts).toBe(1);
  expect(a.socket.isConnected()).toBe(true);
});

it('re-subscribes after a dropped connection, with a fresh token, and records the disconnect time', async () => {
  const a = open(alice);
  const b = open(bob);
  const got: ChatMessage[] = [];
  b.socket.subscribe(userQueue(bob.id, 'messages'), (body) => got.push(body as ChatMessage));
  a.socket.start();
  b.socket.start();
  await Promise.all([connected(a.socket), connected(b.socket)]);
  b.socket.dropForTest();
  await waitFor(() => !b.socket.isConnected(), 'dropped');
  expect(b.socket.state.lastDisconnectedAt).not.toBeNull();
  await connected(b.socket);
  await b.socket.publishWithReceipt(ADD_USER_DESTINATION, { senderId: bob.id });
  expect(b.tokens.forced).toEqual([true, true]);
  await a.socket.publishWithReceipt(SEND_MESSAGE_DESTINATION, {
    senderId: alice.id, recipientId: bob.id, content: 'after the drop',
  });
  await waitFor(() => got.some((m) => m.content === 'after the drop'), 'delivery after re-subscribe');
});

it('backs off while the server is down and connects again after a restart', async () => {
  const b = open(bob, { reconnect: { delayMs: 50, maxDelayMs: 200, jitter: 0 } });
  b.socket.start();
  await connected(b.socket);
  const restart = env.restart();
  await waitFor(() => !b.socket.isConnected(), 'server gone');
  await restart;
  await connected(b.socket);
  expect(b.socket.state.failures).toBe(0);
  expect(b.socket.state.attempts).toBeGreaterThanOrEqual(2);
});

it("logs 'No authenticated user' and keeps retrying when nobody is signed in", async () => {
  const a = open(alice, {
    getToken: () => Promise.reject(new Error('User not authenticated')),
    reconnect: { delayMs: 20, maxDelayMs: 40, jitter: 0 },
  });
  a.socket.start();
  await waitFor(() => a.socket.state.attempts >= 3, 'retries');
  expect(a.socket.isConnected()).toBe(false);
  expect(quiet.error).toHaveBeenCalledWith(NO_AUTHENTICATED_USER);
});
