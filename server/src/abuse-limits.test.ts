// Limits that hold under abuse: rate limits keyed on the signed-in user (not the address, not the route), reads
// limited too, one chat send budget shared by REST and STOMP, and HTTP timeouts for clients that send slowly.
import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import { callerKey } from './plugins/rate-limits';
import { RawStompClient } from '../test-support/realtime/raw-stomp-client';
import { type TestServer, createUser, startTestServer } from '../test-support/realtime/realtime-test-app';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { registeredUser } from '../test-support/users';

describe('rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { RATE_LIMIT_READS_PER_MINUTE: '6', RATE_LIMIT_SEARCH_PER_MINUTE: '3', CHAT_SEND_BURST: '2', CHAT_SEND_PER_SECOND: '0.01' },
    });
  });
  afterAll(() => ctx?.close());

  it('keys reads on the signed-in user: a second address or a second route shares the budget', async () => {
    const user = await registeredUser(ctx.app, 'reader');
    const other = await registeredUser(ctx.app, 'other-reader');
    const read = (url: string, remoteAddress: string, auth = user.auth) =>
      ctx.app.inject({ url, headers: auth, remoteAddress });
    const statuses: number[] = [];
    for (const [i, url] of ['/api/notifications', '/api/notifications/unread', `/api/conversations/${user.userId}`].entries()) {
      statuses.push((await read(url, '127.0.0.1')).statusCode, (await read(url, `127.0.0.${i + 2}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = await read('/api/notifications', '127.0.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another user on the same address has a budget of their own.
    expect((await read('/api/notifications', '127.0.0.1', other.auth)).statusCode).toBe(200);
  });

  it('counts refused inputs too (limits run before validation)', async () => {
    const user = await registeredUser(ctx.app, 'searcher');
    const search = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/findChannelsByName', headers: user.auth, payload });
    expect((await search({})).statusCode).toBe(400);
    expect((await search({ name: 'a\u0000' })).statusCode).toBe(400);
    expect((await search({ name: 'abc' })).statusCode).toBe(200);
    expect((await search({ name: 'abc' })).statusCode).toBe(429);
  });

  it('keys anonymous calls on the address', async () => {
    const call = (remoteAddress: string) => ctx.app.inject({ url: '/api/languages', remoteAddress });
    for (let i = 0; i < 6; i++) expect((await call('10.0.0.1')).statusCode).toBe(200);
    expect((await call('10.0.0.1')).statusCode).toBe(429);
    expect((await call('10.0.0.2')).statusCode).toBe(200);
  });

  it('never reads a missing address (a client that disconnected during authentication)', () => {
    const gone = { auth: null, ip: undefined, socket: { remoteAddress: undefined } } as unknown as FastifyRequest;
    expect(callerKey(gone)).toBe('ip:unknown');
    const signedIn = { auth: { uid: 'u', user: { id: 7 } }, ip: undefined } as unknown as FastifyRequest;
    expect(callerKey(signedIn)).toBe('user:7');
    expect(callerKey({ auth: null, ip: '::ffff:127.0.0.1' } as unknown as FastifyRequest)).toMatch(/^ip:/);
  });

  it('answers a chat send over budget with 429 and a retry hint, storing nothing', async () => {
    const [alice, bob] = [await registeredUser(ctx.app, 'alice'), await registeredUser(ctx.app, 'bob')];
    const send = (n: number) => ctx.app.inject({
      method: 'POST', url: '/api/messages', headers: alice.auth,
      payload: { senderId: alice.userId, recipientId: bob.userId, content: `hello ${n}` },
    });
    expect((await send(1)).statusCode).toBe(200);
    expect((await send(2)).statusCode).toBe(200);
    const refused = await send(3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Sending too fast: retry in \d+ s$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the chat send budget over STOMP, shared with REST', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { CHAT_SEND_BURST: '3', CHAT_SEND_PER_SECOND: '0.01' } });
  });
  afterAll(() => server?.close());

  it('refuses a SEND over budget on the error queue with a retry hint, and the session stays usable', async () => {
    const [alice, bob] = await Promise.all([createUser(server.database, 'alice'), createUser(server.database, 'bob')]);
    const body = (n: number) => JSON.stringify({ senderId: alice.id, recipientId: bob.id, content: `m${n}` });
    const rest = await fetch(`${server.baseUrl}/api/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      body: body(0),
    });
    expect(rest.status).toBe(200);
    const c = await RawStompClient.open(server.baseUrl);
    expect((await c.connect(alice.token)).command).toBe('CONNECTED');
    c.send('SUBSCRIBE\nid:errors\ndestination:/user/queue/errors\n\n\0');
    for (const n of [1, 2, 3]) c.send(`SEND\ndestination:/app/chat.sendMessage\nreceipt:r${n}\n\n${body(n)}\0`);
    expect((await c.next()).headers['receipt-id']).toBe('r1');
    expect((await c.next()).headers['receipt-id']).toBe('r2');
    const refused = await c.next();
    expect(refused.command).toBe('MESSAGE');
    expect(refused.headers.destination).toBe('/user/queue/errors');
    expect(refused.headers.message).toMatch(/^Sending too fast: retry in \d+ s$/);
    expect(refused.headers['receipt-id']).toBe('r3');
    expect(Number(refused.headers['retry-after-ms'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ status: 429, receiptId: 'r3', retryAfterMs: expect.any(Number) });
    // Still connected: other frames work.
    c.send(`SUBSCRIBE\nid:0\ndestination:/user/${alice.id}/queue/messages\nreceipt:sub\n\n\0`);
    expect((await c.next()).headers['receipt-id']).toBe('sub');
    expect(c.isClosed).toBe(false);
    c.close();
  });
});

describe('HTTP timeouts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ timeouts: { headersMs: 800, requestMs: 1500, keepAliveMs: 500, checkEveryMs: 200 } });
  });
  afterAll(() => server?.close());

  /** Opens a raw TCP connection; resolves with what the server sent once it closes the connection. */
  function rawConnection() {
    const { port } = new URL(server.baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (d: Buffer) => (received += d.toString()));
    socket.on('error', () => {});
    const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
    return { socket, closed };
  }

  it('cuts off a client that sends one header line at a time', async () => {
    const { socket, closed } = rawConnection();
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 200);
    const started = Date.now();
    const response = await closed;
    clearInterval(drip);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client that stops after the request line', async () => {
    const { socket, closed } = rawConnection();
    socket.write('POST /api/messages HTTP/1.1\r\n');
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('cuts off a client that never finishes its body', async () => {
    const { socket, closed } = rawConnection();
    socket.write('POST /api/messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":');
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('closes an idle keep-alive connection', async () => {
    const { socket, closed } = rawConnection();
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const started = Date.now();
    const response = await closed;
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
