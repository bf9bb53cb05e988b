// Chat benchmark (not a test): N connected clients exchange messages at a fixed total rate for a fixed time on
// loopback. Reports send-to-delivery latency (the delivery follows the database commit), delivered messages per
// second and memory per connected session, next to the same figures for a bare `ws` echo server in the same run.
// Writes bench-results/chat-bench.json at the repository root.
//
//   npm run bench:chat -- [--clients 1000] [--rate 20] [--duration 20]
//   (DATABASE_URL selects PostgreSQL for the chat server; the default is in-memory PGlite.)
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../paths';
import { type BenchClient, openEchoClient, openMany, openStompClient } from './bench-clients';
import { type ServerMode, runBenchServer } from './bench-server';
import { createAccounts } from './emulator-accounts';
import { ServerProcess } from './server-process';
import { type LatencySummary, summarize } from './stats';
import { positiveNumberArg } from '../../bench/cli-args';

interface Options {
  clients: number;
  rate: number;
  durationS: number;
}

interface RunResult {
  clients: number;
  sent: number;
  delivered: number;
  lost: number;
  messagesPerSecond: number;
  latency: LatencySummary;
  /** Growth of the server's live JS heap plus buffers (after GC) per connected session; RSS is too noisy. */
  memoryPerSessionBytes: number;
}

function parseArgs(argv: string[]): Options {
  const get = (name: string, fallback: number) => positiveNumberArg(argv, name, fallback);
  const clients = Math.floor(get('clients', 1000));
  return { clients: clients + (clients % 2), rate: get('rate', 20), durationS: get('duration', 20) };
}

/** Sends `rate` messages per second for `durationS` from random clients to their partners. */
async function drive(
  clients: BenchClient[],
  partnerOf: (i: number) => number,
  opts: Options,
  sentAt: Map<string, number>,
  latencies: number[],
): Promise<{ sent: number; elapsedS: number }> {
  const tickMs = 10;
  const perTick = (opts.rate * tickMs) / 1000;
  let carry = 0;
  let sent = 0;
  const started = performance.now();
  const end = started + opts.durationS * 1000;
  while (performance.now() < end) {
    carry += perTick;
    while (carry >= 1) {
      carry -= 1;
      const i = Math.floor(Math.random() * clients.length);
      const id = `${i}-${sent++}`;
      sentAt.set(id, performance.now());
      clients[i]!.send(partnerOf(i), id);
    }
    await new Promise((r) => setTimeout(r, tickMs));
  }
  // Let the last deliveries arrive.
  const drainEnd = performance.now() + 10_000;
  while (latencies.length < sent && performance.now() < drainEnd) await new Promise((r) => setTimeout(r, 50));
  return { sent, elapsedS: (performance.now() - started) / 1000 };
}

async function run(mode: ServerMode, opts: Options, users: Array<{ id: number; token: string }>, server: ServerProcess): Promise<RunResult> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const onDelivery = (id: string) => {
    const t = sentAt.get(id);
    if (t === undefined) return;
    sentAt.delete(id);
    latencies.push(performance.now() - t);
  };
  const before = await server.request({ type: 'memory' }, 'memory');
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const clients = await openMany(opts.clients, 50, (i) =>
    mode === 'chat' ? openStompClient(baseUrl, users[i]!, onDelivery) : openEchoClient(baseUrl, onDelivery));
  await new Promise((r) => setTimeout(r, 500));
  const after = await server.request({ type: 'memory' }, 'memory');
  // Chat: client 2k talks to 2k+1 and back. Echo: the server returns each message to its sender.
  const partnerOf = (i: number) => (mode === 'chat' ? users[i ^ 1]!.id : i);
  const { sent, elapsedS } = await drive(clients, partnerOf, opts, sentAt, latencies);
  for (const c of clients) c.close();
  const n = after.sessions || opts.clients;
  return {
    clients: after.sessions,
    sent,
    delivered: latencies.length,
    lost: sent - latencies.length,
    messagesPerSecond: Math.round(latencies.length / elapsedS),
    latency: summarize(latencies),
    memoryPerSessionBytes: Math.round((after.heapUsed + after.external - before.heapUsed - before.external) / n),
  };
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  console.log(`chat benchmark: ${opts.clients} clients, ${opts.rate} messages/s for ${opts.durationS} s`);
  const { host, stop, accounts } = await createAccounts(opts.clients);
  try {
    const chatServer = await ServerProcess.start(__filename, 'chat', { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: host });
    const { ids } = await chatServer.request({ type: 'users', accounts: accounts.map(({ uid, email }) => ({ uid, email })) }, 'users');
    const users = ids.map((id, i) => ({ id, token: accounts[i]!.idToken }));
    const chat = await run('chat', opts, users, chatServer);
    await chatServer.stop();

    const echoServer = await ServerProcess.start(__filename, 'echo', process.env);
    const echo = await run('echo', opts, users, echoServer);
    await echoServer.stop();

    const result = {
      benchmark: 'chat',
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version,
        database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      },
      options: opts,
      stompOverSockjs: chat,
      wsEchoBaseline: echo,
      ratios: {
        p50: round(chat.latency.p50Ms / echo.latency.p50Ms),
        p99: round(chat.latency.p99Ms / echo.latency.p99Ms),
        memoryPerSession: round(chat.memoryPerSessionBytes / Math.max(1, echo.memoryPerSessionBytes)),
      },
    };
    const dir = path.join(REPO_ROOT, 'bench-results');
    mkdirSync(dir, { recursive: true });
    // One file per database, so a PostgreSQL run and an embedded run can sit side by side.
    const file = path.join(dir, process.env.DATABASE_URL ? 'chat-bench-postgresql.json' : 'chat-bench-pglite.json');
    writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
    console.table({
      'STOMP/SockJS + commit': flat(chat),
      'ws echo baseline': flat(echo),
    });
    console.log(`written to ${file}`);
  } finally {
    await stop();
  }
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

function flat(r: RunResult) {
  return {
    clients: r.clients,
    'msg/s': r.messagesPerSecond,
    lost: r.lost,
    'p50 ms': r.latency.p50Ms,
    'p99 ms': r.latency.p99Ms,
    'max ms': r.latency.maxMs,
    'KB/session': round(r.memoryPerSessionBytes / 1024),
  };
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) {
  runBenchServer(process.argv[serveAt + 1] as ServerMode);
} else {
  main().then(() => process.exit(0), (err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
