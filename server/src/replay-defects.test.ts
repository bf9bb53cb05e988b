// Replays the defects found by fuzzing and attack tests (issue rows 1, 5, 6, 7, 8, 9, 10, 11, 12, 14) against the real
// server over HTTP and STOMP, on PGlite and on PostgreSQL: each is answered as designed, none with a 5xx, and the
// server keeps serving afterwards.
import { Client, type IMessage } from '@stomp/stompjs';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { attachChannel } from '../test-support/users';
import { backends } from '../test-support/test-app';
import { createScratchDatabase, type ScratchDatabase } from '../test-support/scratch-database';
import { type TestServer, type TestUser, createUser, startTestServer } from '../test-support/realtime/realtime-test-app';
import { loadConfig } from './config';
import { channels } from './db/schema';
import { deriveRemotePolicy } from './plugins/remote-policy';
import { contentSecurityPolicy } from './plugins/security-headers';

/** A third-party STOMP client (@stomp/stompjs) on the raw WebSocket endpoint, optionally in binary frames. */
function rawStomp(server: TestServer, token: string, binary: boolean) {
  const client = new Client({
    webSocketFactory: () => new WebSocket(`${server.baseUrl.replace('http', 'ws')}/api/ws/websocket`),
    connectHeaders: { Authorization: `Bearer ${token}` },
    forceBinaryWSFrames: binary,
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    debug: () => {},
  });
  const errors: string[] = [];
  client.onStompError = (f) => errors.push(f.headers.message ?? '');
  const connected = new Promise<void>((resolve) => (client.onConnect = () => resolve()));
  client.activate();
  const inbox = (destination: string) => {
    const got: unknown[] = [];
    client.subscribe(destination, (m: IMessage) => got.push(JSON.parse(m.body)));
    return got;
  };
  return { client, errors, connected, inbox };
}

const waitUntil = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe.each(backends())('replayed defects on %s', (backend) => {
  let server: TestServer;
  let pg: ScratchDatabase | null = null;
  let alice: TestUser;
  let bob: TestUser;
  const api = (path: string, init: RequestInit & { token?: string; from?: string } = {}) => fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.from ? { 'x-forwarded-for': init.from } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });

  beforeAll(async () => {
    pg = backend === 'postgres' ? await createScratchDatabase(process.env.DATABASE_URL as string, { migrated: false }) : null;
    server = await startTestServer({
      databaseUrl: pg?.url,
      env: { RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '40', RATE_LIMIT_ADDRESS_BAD_TOKENS_PER_MINUTE: '10', CHAT_SESSIONS_PER_USER: '3' },
    });
    [alice, bob] = await Promise.all([createUser(server.database, 'alice'), createUser(server.database, 'bob')]);
  });
  afterAll(async () => {
    await server?.close();
    await pg?.drop();
  });
  afterEach(async () => {
    // The server keeps serving after every replay.
    expect((await api('/api/health')).status).toBe(200);
  });

  it('row 1: a lone surrogate is a 400 naming the field over REST, and an error-queue refusal over STOMP', async () => {
    for (const body of [
      { senderId: alice.id, recipientId: bob.id, content: 'a\ud800b' },
      { senderId: alice.id, recipientId: bob.id, content: 'ok', clientMessageId: 'a\udc00b' },
    ]) {
      const res = await api('/api/messages', { method: 'POST', token: alice.token, body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(/valid Unicode/);
    }
    const c = rawStomp(server, alice.token, false);
    await c.connected;
    const refusals = c.inbox('/user/queue/errors') as Array<{ status: number; message: string }>;
    c.client.publish({ destination: '/app/chat.sendMessage', body: JSON.stringify({ senderId: alice.id, recipientId: bob.id, content: 'a\ud800b' }) });
    await waitUntil(() => refusals.length === 1);
    expect(refusals[0]).toMatchObject({ status: 400, message: expect.stringMatching(/^content: Must be valid Unicode/) });
    expect(c.client.connected).toBe(true);
    await c.client.deactivate();
  });

  it('rows 6 and 14: a third-party client round-trips in text and in binary frames; a refusal keeps its session', async () => {
    for (const binary of [false, true]) {
      const a = rawStomp(server, alice.token, binary);
      const b = rawStomp(server, bob.token, binary);
      await Promise.all([a.connected, b.connected]);
      const got = b.inbox('/user/queue/messages') as Array<{ content: string }>;
      const refusals = a.inbox('/user/queue/errors') as Array<{ status: number }>;
      // A receipt on a later frame proves the subscription is in place.
      await new Promise<void>((resolve) => {
        b.client.watchForReceipt('ready', () => resolve());
        b.client.publish({ destination: '/app/chat.addUser', body: JSON.stringify({ senderId: bob.id }), headers: { receipt: 'ready' } });
      });
      a.client.publish({ destination: '/app/chat.sendMessage', body: JSON.stringify({ senderId: alice.id, recipientId: alice.id, content: 'me' }) });
      a.client.publish({ destination: '/app/chat.sendMessage', body: JSON.stringify({ senderId: alice.id, recipientId: bob.id, content: `binary=${binary}` }) });
      await waitUntil(() => got.length === 1 && refusals.length === 1);
      expect(got[0]!.content).toBe(`binary=${binary}`);
      expect(refusals[0]!.status).toBe(400);
      expect([a.errors, b.errors]).toEqual([[], []]);
      expect(a.client.connected).toBe(true);
      await Promise.all([a.client.deactivate(), b.client.deactivate()]);
    }
  });

  it('row 8: an empty conversation neither shows presence nor keeps the door open after Invite Only', async () => {
    const [member, stranger] = [await createUser(server.database, 'member'), await createUser(server.database, 'stranger')];
    const channel = await attachChannel({ database: server.database } as Parameters<typeof attachChannel>[0], member.id, { collaborationStatus: 1 });
    const open = await api('/api/conversations', { method: 'POST', token: stranger.token, body: JSON.stringify({ user1Id: stranger.id, user2Id: member.id }) });
    expect(open.status).toBe(200);
    expect((await api(`/api/presence/${member.id}`, { token: stranger.token })).status).toBe(404);
    await server.database.db.update(channels).set({ collaborationStatus: 2 }).where(eq(channels.id, channel.id));
    const send = await api('/api/messages', { method: 'POST', token: stranger.token, body: JSON.stringify({ senderId: stranger.id, recipientId: member.id, content: 'still?' }) });
    expect(send.status).toBe(403);
    const c = rawStomp(server, stranger.token, false);
    await c.connected;
    const refusals = c.inbox('/user/queue/errors') as Array<{ status: number; message: string }>;
    c.client.publish({ destination: '/app/chat.sendMessage', body: JSON.stringify({ senderId: stranger.id, recipientId: member.id, content: 'still?' }) });
    await waitUntil(() => refusals.length === 1);
    expect(refusals[0]).toMatchObject({ status: 403, message: expect.stringContaining('Invite Only') });
    expect(c.client.connected).toBe(true);
    await c.client.deactivate();
  });

  it('row 7: typing as fast as a session can reaches the other member a few times a second, dropped silently', async () => {
    const [typist, reader] = [await createUser(server.database, 'typist'), await createUser(server.database, 'reader')];
    const open = await api('/api/conversations', { method: 'POST', token: typist.token, body: JSON.stringify({ user1Id: typist.id, user2Id: reader.id }) });
    expect(open.status).toBe(200);
    const conversationId = ((await open.json()) as { id: number }).id;
    const a = rawStomp(server, typist.token, false);
    const b = rawStomp(server, reader.token, false);
    await Promise.all([a.connected, b.connected]);
    const typing = b.inbox('/user/queue/typing');
    const refusals = a.inbox('/user/queue/errors');
    await new Promise<void>((resolve) => {
      b.client.watchForReceipt('ready', () => resolve());
      b.client.publish({ destination: '/app/chat.addUser', body: JSON.stringify({ senderId: reader.id }), headers: { receipt: 'ready' } });
    });
    // At least a second of signals at the rate of the original replay (948 delivered in a second): 10 every 10 ms,
    // and at least 400 of them however slowly a busy machine runs the timers (the budget below scales with time).
    const started = Date.now();
    let sent = 0;
    while (Date.now() - started < 1000 || sent < 400) {
      if (!a.client.connected) throw new Error(`typist's session closed after ${sent}: ${a.errors.join('; ')}`);
      for (let i = 0; i < 10; i++) a.client.publish({ destination: '/app/chat.typing', body: JSON.stringify({ conversationId, typing: true }) });
      sent += 10;
      await new Promise((r) => setTimeout(r, 10));
    }
    await new Promise<void>((resolve) => {
      a.client.watchForReceipt('done', () => resolve());
      a.client.publish({ destination: '/app/chat.typing', body: JSON.stringify({ conversationId, typing: true }), headers: { receipt: 'done' } });
    });
    await new Promise((r) => setTimeout(r, 300));
    const seconds = (Date.now() - started) / 1000;
    expect(sent).toBeGreaterThan(300);
    // The budget (CHAT_TYPING_PER_SECOND 3, a burst of 6): a handful, not hundreds.
    expect(typing.length).toBeGreaterThan(0);
    expect(typing.length).toBeLessThanOrEqual(6 + Math.ceil(3 * seconds) + 1);
    // Silently: no ERROR, no refusal on the error queue, and the session is still open and useful.
    expect([a.errors, refusals]).toEqual([[], []]);
    expect(a.client.connected).toBe(true);
    const got = b.inbox('/user/queue/messages') as Array<{ content: string }>;
    await new Promise<void>((resolve) => {
      b.client.watchForReceipt('ready2', () => resolve());
      b.client.publish({ destination: '/app/chat.addUser', body: JSON.stringify({ senderId: reader.id }), headers: { receipt: 'ready2' } });
    });
    a.client.publish({ destination: '/app/chat.sendMessage', body: JSON.stringify({ senderId: typist.id, recipientId: reader.id, content: 'after typing' }) });
    await waitUntil(() => got.length === 1);
    expect(got[0]!.content).toBe('after typing');
    await Promise.all([a.client.deactivate(), b.client.deactivate()]);
  });

  it('row 11: a burst of mark-as-read calls costs neither sign-in nor the address\'s writes; unread ends at 0', async () => {
    const [sender, member] = [await createUser(server.database, 'busy-sender'), await createUser(server.database, 'busy-reader')];
    const send = await api('/api/messages', { method: 'POST', token: sender.token, body: JSON.stringify({ senderId: sender.id, recipientId: member.id, content: 'busy' }) });
    expect(send.status).toBe(200);
    const conversationId = ((await send.json()) as { conversationId: number }).conversationId;
    // Twice the mark-as-read budget (60 a minute) and twice this server's address write cap (40 a minute).
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) {
      statuses.push((await api(`/api/conversations/${conversationId}/mark-as-read/${member.id}`, { method: 'POST', token: member.token, body: '{}' })).status);
    }
    expect([...new Set(statuses)].sort()).toEqual([200, 429]);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    // Sign-in and the session call are answered: their budget is not the one the reading spent.
    const login = await api('/api/login', { method: 'POST', token: member.token, body: JSON.stringify({ uid: member.uid, email: member.email }) });
    expect(login.status).toBe(200);
    expect((await api('/api/verify-channel', { token: member.token })).status).toBe(200);
    // The server's two unread counts agree at 0.
    const unread = (await (await api('/api/notifications/unread', { token: member.token })).json()) as { unreadCount: number };
    expect(unread.unreadCount).toBe(0);
    const list = (await (await api(`/api/conversations/${member.id}`, { token: member.token })).json()) as Array<{ id: number; unreadCount: number }>;
    expect(list.find((c) => c.id === conversationId)?.unreadCount).toBe(0);
  });

  it('rows 5 and 9: without TRUST_PROXY, X-Forwarded-For buys no fresh budget; writes across accounts share the address cap', async () => {
    const writers = await Promise.all([0, 1, 2, 3, 4].map((i) => createUser(server.database, `writer${i}`)));
    const statuses: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 50; i++) {
      const w = writers[i % writers.length]!;
      const res = await api('/api/messages', {
        method: 'POST', token: w.token, from: `10.9.${i}.1`,
        body: JSON.stringify({ senderId: w.id, recipientId: bob.id, content: `write ${i}` }),
      });
      statuses.push(res.status);
    }
    // The address cap is 40 a minute here: ten accounts and fifty forged X-Forwarded-For addresses do not multiply it.
    // (Earlier replays of this file wrote from the same address too.)
    // The budget refills at 40 a minute, so a slow run may earn a few more writes while it goes on.
    const refilled = Math.ceil(((Date.now() - started) / 60_000) * 40);
    const accepted = statuses.filter((s) => s === 200).length;
    expect(accepted).toBeLessThanOrEqual(40 + refilled);
    expect(accepted).toBeGreaterThan(30);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(50 - 40 - refilled);
  });

  it('row 9: a member\'s sessions are capped (the oldest closed with a reason); bad tokens are counted per address', async () => {
    const carol = await createUser(server.database, 'carol');
    const sessions: Array<ReturnType<typeof rawStomp>> = [];
    for (let i = 0; i < 4; i++) {
      const s = rawStomp(server, carol.token, false);
      await s.connected;
      sessions.push(s);
    }
    await waitUntil(() => sessions[0]!.errors.length === 1);
    expect(sessions[0]!.errors[0]).toMatch(/Too many sessions/);
    expect(sessions.slice(1).every((s) => s.client.connected)).toBe(true);
    await Promise.all(sessions.map((s) => s.client.deactivate()));

    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await api('/api/notifications', { token: `forged-${i}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });

  it('row 10: connect-src names only this origin and the remotes; a wildcard remote is refused', () => {
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://collabhub.example.com', FIREBASE_AUTH_EMULATOR_HOST: '' });
    const policy = deriveRemotePolicy({ mfe_wild: 'https://*.example.test/m.json' }, { production: false });
    expect(policy.origins).toEqual([]);
    const csp = contentSecurityPolicy(config, policy.origins);
    const connect = csp.split(';').find((d) => d.startsWith('connect-src'))!.split(' ');
    expect(connect).toContain('wss://collabhub.example.com');
    expect(connect).not.toContain('ws:');
    expect(connect).not.toContain('wss:');
    expect(csp).not.toContain('*');
  });

  it('row 12: the Auth emulator proxy does not forward the administrator bearer', async () => {
    const res = await api('/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key', {
      method: 'POST', headers: { authorization: 'Bearer owner' }, body: JSON.stringify({ localId: [alice.uid] }),
    });
    const text = await res.text();
    expect(res.status).toBeLessThan(500);
    expect(text).not.toContain(alice.email);
    expect(text).not.toMatch(/passwordHash|rawPassword/);
  });
});
