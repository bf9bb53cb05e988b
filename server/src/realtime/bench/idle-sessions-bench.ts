// Idle-sessions benchmark (not a test). Two questions, each against a baseline measured in the same run:
//  1. Memory per idle session: N connected STOMP sessions (CONNECT with 10 s heart-beats, one subscription, then
//     nothing) held by one server process, next to N bare `ws` connections to an echo server.
//  2. The slow reader: one subscriber stops reading while another user sends to it; the server's memory must stay
//     bounded (the session is dropped once its backlog passes the limit) instead of growing with every message.
// Writes bench-results/idle-sessions-bench.json at the repository root.
//
//   npm run bench:idle -- [--sessions 10000] [--users 50] [--flood 2000]
//   (DATABASE_URL selects PostgreSQL for the chat server; the default is in-memory PGlite.)
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { REPO_ROOT } from '../../paths';
import { positiveNumberArg } from '../../bench/cli-args';
import { DEFAULT_REALTIME_OPTIONS } from '../realtime-options';
import { serializeFrame } from '../stomp/frame-writer';
import { type BenchClient, openEchoClient, openMany, openStompClient } from './bench-clients';
import { benchEntry } from './bench-entry';
import { createAccounts } from './emulator-accounts';
import { ServerProcess } from './server-process';

interface Options {
  sessions: number;
  users: number;
  flood: number;
}

interface IdleResult {
  sessions: number;
  /** Growth of the server's live JS heap plus buffers (after GC) per session. */
  bytesPerSession: number;
  rssBytesPerSession: number;
  openSeconds: number;
}

function parseArgs(argv: string[]): Options {
  const get = (name: string, fallback: number) => Math.floor(positiveNumberArg(argv, name, fallback));
  return { sessions: get('sessions', 10_000), users: get('users', 50), flood: get('flood', 2000) };
}

async function idle(server: ServerProcess, count: number, open: (i: number) => Promise<BenchClient>): Promise<IdleResult> {
  const before = await server.request({ type: 'memory' }, 'memory');
  const started = performance.now();
  const clients = await openMany(count, 50, open);
  const openSeconds = (performance.now() - started) / 1000;
  // Let the sessions settle (first heart-beats, timers) before measuring.
  await new Promise((r) => setTimeout(r, 3000));
  const after = await server.request({ type: 'memory' }, 'memory');
  for (const c of clients) c.close();
  const n = Math.max(1, after.sessions);
  return {
    sessions: after.sessions,
    bytesPerSession: Math.round((after.heapUsed + after.external - before.heapUsed - before.external) / n),
    rssBytesPerSession: Math.round((after.rss - before.rss) / n),
    openSeconds: Math.round(openSeconds * 10) / 10,
  };
}

/** A raw STOMP subscriber that stops reading its socket once subscribed. */
async function pausedSubscriber(baseUrl: string, user: { id: number; token: string }): Promise<{ closed: Promise<void>; close(): void }> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws/websocket`, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
  const subscribed = new Promise<void>((resolve) => ws.on('message', (d: Buffer) => {
    if (d.toString().includes('receipt-id:subscribed')) resolve();
  }));
  ws.send(serializeFrame('CONNECT', { 'accept-version': '1.2', 'heart-beat': '0,0', Authorization: `Bearer ${user.token}` }));
  for (let i = 0; i < DEFAULT_REALTIME_OPTIONS.maxSubscriptions; i++) {
    const last = i === DEFAULT_REALTIME_OPTIONS.maxSubscriptions - 1;
    ws.send(serializeFrame('SUBSCRIBE', { id: `s${i}`, destination: `/user/${user.id}/queue/messages`, ...(last ? { receipt: 'subscribed' } : {}) }));
  }
  await subscribed;
  (ws as unknown as { _socket: { pause(): void } })._socket.pause();
  return { closed, close: () => ws.terminate() };
}

async function slowReader(server: ServerProcess, users: Array<{ id: number; token: string }>, flood: number) {
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const before = await server.request({ type: 'memory' }, 'memory');
  const reader = await pausedSubscriber(baseUrl, users[1]!);
  let dropped = false;
  void reader.closed.then(() => (dropped = true));
  const sender = await openStompClient(baseUrl, users[0]!, () => {});
  let peakHeap = 0;
  let peakBuffered = 0;
  const content = 'x'.repeat(4000);
  for (let i = 0; i < flood; i++) sender.send(users[1]!.id, `slow-${i}`, content);
  // The server commits and delivers at its own pace: sample until the reader is dropped (or a minute passes).
  const deadline = performance.now() + 60_000;
  while (!dropped && performance.now() < deadline) {
    const m = await server.request({ type: 'memory' }, 'memory');
    peakHeap = Math.max(peakHeap, m.heapUsed + m.external - before.heapUsed - before.external);
    peakBuffered = Math.max(peakBuffered, m.maxBufferedBytes);
    await new Promise((r) => setTimeout(r, 200));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const after = await server.request({ type: 'memory' }, 'memory');
  sender.close();
  reader.close();
  return {
    messagesSent: flood,
    messageBytes: content.length,
    copiesPerMessage: DEFAULT_REALTIME_OPTIONS.maxSubscriptions,
    readerDropped: dropped,
    limitBytes: DEFAULT_REALTIME_OPTIONS.maxOutboundBytes,
    peakBacklogBytes: peakBuffered,
    peakServerGrowthBytes: peakHeap,
    serverGrowthAfterBytes: after.heapUsed + after.external - before.heapUsed - before.external,
    /** What an unbounded queue would have held: every copy of every message. */
    unboundedBacklogBytes: flood * content.length * DEFAULT_REALTIME_OPTIONS.maxSubscriptions,
  };
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  console.log(`idle-sessions benchmark: ${opts.sessions} sessions over ${opts.users} accounts; slow reader with ${opts.flood} messages`);
  const { host, stop, accounts } = await createAccounts(Math.max(2, opts.users));
  try {
    const chatServer = await ServerProcess.start(__filename, 'chat', { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: host });
    const { ids } = await chatServer.request({ type: 'users', accounts: accounts.map(({ uid, email }) => ({ uid, email })) }, 'users');
    const users = ids.map((id, i) => ({ id, token: accounts[i]!.idToken }));
    const baseUrl = `http://127.0.0.1:${chatServer.port}`;
    const stomp = await idle(chatServer, opts.sessions, (i) => openStompClient(baseUrl, users[i % users.length]!, () => {}));
    await new Promise((r) => setTimeout(r, 2000));
    const slow = await slowReader(chatServer, users, opts.flood);
    await chatServer.stop();

    const echoServer = await ServerProcess.start(__filename, 'echo', process.env);
    const echo = await idle(echoServer, opts.sessions, () => openEchoClient(`http://127.0.0.1:${echoServer.port}`, () => {}));
    await echoServer.stop();

    const result = {
      benchmark: 'idle-sessions',
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, database: process.env.DATABASE_URL ? 'postgresql' : 'pglite' },
      options: opts,
      idleStompOverSockjs: stomp,
      idleWsBaseline: echo,
      ratios: { memoryPerSession: Math.round((stomp.bytesPerSession / Math.max(1, echo.bytesPerSession)) * 100) / 100 },
      slowReader: slow,
    };
    const dir = path.join(REPO_ROOT, 'bench-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'idle-sessions-bench.json'), JSON.stringify(result, null, 2) + '\n');
    console.table({
      'STOMP/SockJS idle': { sessions: stomp.sessions, 'KB/session': kb(stomp.bytesPerSession), 'RSS KB/session': kb(stomp.rssBytesPerSession) },
      'ws baseline idle': { sessions: echo.sessions, 'KB/session': kb(echo.bytesPerSession), 'RSS KB/session': kb(echo.rssBytesPerSession) },
    });
    console.table({
      'slow reader': {
        dropped: slow.readerDropped, 'peak backlog KB': kb(slow.peakBacklogBytes),
        'peak growth MB': mb(slow.peakServerGrowthBytes), 'unbounded would be MB': mb(slow.unboundedBacklogBytes),
      },
    });
    console.log(`written to ${path.join(dir, 'idle-sessions-bench.json')}`);
  } finally {
    await stop();
  }
}

const kb = (b: number) => Math.round((b / 1024) * 10) / 10;
const mb = (b: number) => Math.round((b / 1024 / 1024) * 10) / 10;

benchEntry(main);
