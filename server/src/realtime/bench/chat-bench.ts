// Chat benchmark (not a test): N connected clients exchange messages at a fixed total rate for a fixed time on
// loopback. Reports send-to-delivery latency (the delivery follows the database commit), delivered messages per
// second and memory per connected session, next to the same figures for a bare `ws` echo server in the same run.
// Writes bench-results/chat-bench.json at the repository root.
//
//   npm run bench:chat -- [--clients 1000] [--rate 20] [--duration 20] [--loaders 1] [--warmup 1]
//   (--warmup: messages each pair exchanges before the measured run, opening its conversation; 0 for none.)
//   (DATABASE_URL selects PostgreSQL for the chat server; the default is in-memory PGlite.)
// The clients run in `--loaders` child processes (load-generator.ts), apart from this process and the server's.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../paths';
import { benchEntry } from './bench-entry';
import { type ServerMode } from './bench-server';
import { createAccounts } from './emulator-accounts';
import { LoadProcess } from './load-generator';
import { ServerProcess } from './server-process';
import { type LatencySummary, summarize } from './stats';
import { positiveNumberArg } from '../../bench/cli-args';

interface Options {
  clients: number;
  rate: number;
  durationS: number;
  loaders: number;
  warmupPerPair: number;
}

interface RunResult {
  clients: number;
  sent: number;
  delivered: number;
  lost: number;
  messagesPerSecond: number;
  latency: LatencySummary;
  /** Latency of the messages sent in each second of the run, to tell a start-up burst from a steady tail. */
  perSecond: Array<{ second: number; count: number; p50Ms: number; p99Ms: number }>;
  /** Growth of the server's live JS heap plus buffers (after GC) per connected session; RSS is too noisy. */
  memoryPerSessionBytes: number;
}

function parseArgs(argv: string[]): Options {
  const get = (name: string, fallback: number) => positiveNumberArg(argv, name, fallback);
  const clients = Math.floor(get('clients', 1000));
  const loaders = Math.floor(get('loaders', 1));
  // 0 is allowed (no warm-up), so it is read apart from the positive options.
  const warmupAt = argv.indexOf('--warmup');
  const warmupPerPair = warmupAt >= 0 ? Math.max(0, Math.floor(Number(argv[warmupAt + 1]) || 0)) : 1;
  return { clients: clients + (clients % 2), rate: get('rate', 20), durationS: get('duration', 20), loaders, warmupPerPair };
}

async function run(mode: ServerMode, opts: Options, users: Array<{ id: number; token: string }>, server: ServerProcess): Promise<RunResult> {
  const before = await server.request({ type: 'memory' }, 'memory');
  const baseUrl = `http://127.0.0.1:${server.port}`;
  // Whole pairs per load process, so a message's sender and recipient share one clock.
  const slices = splitPairs(users.slice(0, opts.clients), Math.min(opts.loaders, opts.clients / 2));
  const loaders = slices.map(() => LoadProcess.start(__filename));
  try {
    await Promise.all(loaders.map((l, k) => l.open({
      mode, baseUrl, users: slices[k]!, rate: (opts.rate * slices[k]!.length) / opts.clients, durationS: opts.durationS,
      warmupPerPair: opts.warmupPerPair,
    })));
    await new Promise((r) => setTimeout(r, 500));
    const after = await server.request({ type: 'memory' }, 'memory');
    const results = await Promise.all(loaders.map((l) => l.go()));
    const sent = results.reduce((n, r) => n + r.sent, 0);
    const latencies = results.flatMap((r) => r.latencies);
    const sentAtMs = results.flatMap((r) => r.sentAtMs);
    const elapsedS = Math.max(...results.map((r) => r.elapsedS));
    const n = after.sessions || opts.clients;
    return {
      clients: after.sessions,
      sent,
      delivered: latencies.length,
      lost: sent - latencies.length,
      messagesPerSecond: Math.round(Math.min(sent, latencies.length) / elapsedS),
      latency: summarize(latencies),
      perSecond: perSecond(latencies, sentAtMs),
      memoryPerSessionBytes: Math.round((after.heapUsed + after.external - before.heapUsed - before.external) / n),
    };
  } finally {
    for (const l of loaders) l.close();
  }
}

function perSecond(latencies: number[], sentAtMs: number[]): RunResult['perSecond'] {
  const bySecond = new Map<number, number[]>();
  latencies.forEach((l, i) => {
    const second = Math.max(0, Math.floor(sentAtMs[i]! / 1000));
    bySecond.set(second, [...(bySecond.get(second) ?? []), l]);
  });
  return [...bySecond.entries()].sort(([a], [b]) => a - b).map(([second, ls]) => {
    const { count, p50Ms, p99Ms } = summarize(ls);
    return { second, count, p50Ms, p99Ms };
  });
}

/** `count` slices of whole pairs (2k, 2k+1), as even as pairs allow. */
function splitPairs<T>(items: T[], count: number): T[][] {
  const pairs = Math.floor(items.length / 2);
  const slices: T[][] = [];
  for (let k = 0, from = 0; k < count; k++) {
    const to = 2 * Math.round((pairs * (k + 1)) / count);
    slices.push(items.slice(from, to));
    from = to;
  }
  return slices.filter((s) => s.length > 0);
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
    console.log(`chat p99 by second sent: ${chat.perSecond.map((s) => `${s.second}:${s.p99Ms}`).join(' ')}`);
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

benchEntry(main);
