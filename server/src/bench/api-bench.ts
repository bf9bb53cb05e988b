// API benchmark (not a test): server-side latency of the discovery call (loadFilteredChannels) for several
// filter/sort combinations and of the name search (findChannelsByName), next to two baselines measured in the
// same run and interleaved with them: GET /api/health (full HTTP pipeline plus `select 1`) and an authenticated
// trivial call (token check plus one indexed lookup). Requests go through `app.inject`, so no socket noise.
// Writes bench-results/api-bench.json at the repository root.
//
//   npm run bench:latency -- [--duration 40] [--requests 200] [--channels 10000] [--budget 110] [--all]
//   Measuring stops after --duration seconds, after --requests rounds, or when the whole run (emulator start and
//   data generation included) reaches --budget seconds, whichever comes first.
//   DATABASE_URL selects a PostgreSQL database and uses its channels as they are (seeding only an empty one);
//   without it the app runs on in-memory PGlite with --channels generated channels.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LoginResponse } from 'shared-api';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { channels, users } from '../db/schema';
import { BENCH_VERIFIED_SHARE, channelCount, seedChannels } from '../db/seed/seed';
import { REPO_ROOT } from '../paths';
import { runBenchMain, writeBenchResult } from './bench-output';
import { percentiles, ratios, type Percentiles } from './latency';
import { scenarios } from './scenarios';
import type * as Launcher from '../../../tooling/firebase/auth-emulator.mjs';
import { positiveNumberArg } from './cli-args';

interface Options {
  durationS: number;
  budgetS: number;
  requests: number;
  channels: number;
  all: boolean;
}

interface Case {
  name: string;
  request: InjectOptions;
  samples: number[];
  failures: string[];
  /** totalCount or number of cards of the last answer, to show the query did real work. */
  lastResult?: number;
}

function parseArgs(argv: string[]): Options {
  const get = (name: string, fallback: number) => positiveNumberArg(argv, name, fallback);
  return {
    durationS: get('duration', 40),
    budgetS: get('budget', 110),
    requests: Math.floor(get('requests', 200)),
    channels: Math.floor(get('channels', 10_000)),
    all: argv.includes('--all'),
  };
}

export async function loadLauncher(): Promise<typeof Launcher> {
  // An ES module: loaded by URL with a real dynamic import (NodeNext keeps import() in CommonJS output).
  return (await import(pathToFileURL(path.join(REPO_ROOT, 'tooling', 'firebase', 'auth-emulator.mjs')).href)) as typeof Launcher;
}

/** A registered member with a channel of their own, as on the dashboard (their channel is excluded there). */
export async function benchMember(app: FastifyInstance, database: Database, launcher: typeof Launcher, host: string) {
  const who = await launcher.createEmulatorUser(host, { email: `api-bench-${randomUUID().slice(0, 8)}@example.com` });
  const auth = { authorization: `Bearer ${who.idToken}` };
  const res = await app.inject({
    method: 'POST', url: '/api/register', headers: auth, payload: { uid: who.uid, email: who.email, googleIdToken: 'bench' },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const userId = res.json<LoginResponse>().user.id;
  const youtubeId = `UCbench${randomUUID().replace(/-/g, '').slice(0, 17)}`;
  const [channel] = await database.db.insert(channels).values({
    youtubeId, name: 'Bench Member Channel', thumbnail: '/api/avatars/bench.svg', subscribers: 5000, ownerUserId: userId,
    categoryId: 8, mainLanguage: 'English', collaborationStatus: 1,
  }).returning();
  return {
    auth,
    /** The member and their channel are removed again, so a PostgreSQL database is left as it was found. */
    remove: async () => {
      if (channel) await database.db.delete(channels).where(eq(channels.id, channel.id));
      await database.db.delete(users).where(eq(users.id, userId));
    },
  };
}

function resultSize(body: string): number | undefined {
  const parsed = JSON.parse(body) as { totalCount?: number; channels?: unknown[]; unreadCount?: number };
  return parsed.totalCount ?? parsed.channels?.length ?? parsed.unreadCount;
}

async function once(app: FastifyInstance, c: Case, record: boolean): Promise<void> {
  const started = performance.now();
  const res = await app.inject(c.request);
  const elapsed = performance.now() - started;
  if (res.statusCode !== 200) {
    c.failures.push(`${res.statusCode} ${res.body.slice(0, 200)}`);
    return;
  }
  if (record) {
    c.samples.push(elapsed);
    c.lastResult = resultSize(res.body);
  }
}

const MIN_ROUNDS = 5;

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Round robin in a fresh random order each round, so every case sees the same machine load. */
async function measure(app: FastifyInstance, cases: Case[], opts: Options, runEnd: number): Promise<{ rounds: number; seconds: number }> {
  // One unrecorded pass warms the caches and the JIT.
  for (const c of cases) await once(app, c, false);
  const started = performance.now();
  const end = Math.min(started + opts.durationS * 1000, runEnd);
  let rounds = 0;
  // At least a few rounds even on a slow machine, so every percentile exists.
  while (rounds < opts.requests && (rounds < MIN_ROUNDS || performance.now() < end)) {
    for (const c of shuffled(cases)) await once(app, c, true);
    rounds++;
  }
  return { rounds, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/**
 * The configuration of a benchmarked server: the given Auth emulator, an in-memory database unless DATABASE_URL
 * names one, and no per-caller limits (one benchmark client sends far more than a person would; the limits are
 * not what is measured).
 */
export function benchConfig(emulator: { host: string; projectId: string }, extra: Record<string, string> = {}): Config {
  return loadConfig({
    ...process.env,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: emulator.projectId,
    RATE_LIMIT_READS_PER_MINUTE: '100000000',
    RATE_LIMIT_SEARCH_PER_MINUTE: '100000000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
    ...(process.env.DATABASE_URL ? {} : { PGLITE_DATA_DIR: 'memory://' }),
    ...extra,
  });
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  // Leaves time for the report and for stopping the emulator within the budget.
  const runEnd = performance.now() + (opts.budgetS - 8) * 1000;
  const launcher = await loadLauncher();
  console.log('starting the Firebase Auth emulator');
  const emulator = await launcher.startAuthEmulator();
  const config = benchConfig(emulator, { LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  let app: FastifyInstance | undefined;
  let member: Awaited<ReturnType<typeof benchMember>> | undefined;
  try {
    await migrate(database);
    if ((await channelCount(database)) === 0) {
      console.log(`generating ${opts.channels} channels in ${database.kind}`);
      await seedChannels(database, { channels: opts.channels, verifiedShare: BENCH_VERIFIED_SHARE, rebuildIndexes: opts.channels >= 100_000 });
    }
    const total = await channelCount(database);
    app = await buildApp({ config, db: database, logger: false, realtime: false });
    await app.ready();
    member = await benchMember(app, database, launcher, emulator.host);
    const auth = member.auth;

    const health: Case = { name: 'baseline: GET /api/health', request: { method: 'GET', url: '/api/health' }, samples: [], failures: [] };
    const authed: Case = {
      name: 'baseline: GET /api/notifications/unread (authenticated)',
      request: { method: 'GET', url: '/api/notifications/unread', headers: auth }, samples: [], failures: [],
    };
    const subjects: Case[] = scenarios(total).filter((s) => opts.all || s.core).map((s) => ({
      name: s.name,
      request: { method: 'POST', url: `/api/${s.call}`, headers: auth, payload: s.body },
      samples: [],
      failures: [],
    }));
    console.log(`measuring ${subjects.length} calls and 2 baselines on ${total} channels (${database.kind}), up to ${Math.round(Math.min(opts.durationS, (runEnd - performance.now()) / 1000))} s`);
    const run = await measure(app, [health, authed, ...subjects], opts, runEnd);

    const base = percentiles(health.samples);
    const authBase = percentiles(authed.samples);
    const describe = (c: Case) => {
      const latency = percentiles(c.samples);
      return {
        name: c.name,
        request: { method: c.request.method, url: c.request.url, body: c.request.payload },
        latency,
        vsHealth: ratios(latency, base),
        vsAuthenticated: ratios(latency, authBase),
        lastResult: c.lastResult,
        failures: c.failures.length,
        firstFailure: c.failures[0],
      };
    };
    const results = subjects.map(describe);
    const result = {
      benchmark: 'api',
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, database: database.kind, channels: total },
      options: opts,
      run,
      baselines: { health: describe(health), authenticated: describe(authed) },
      calls: results,
    };
    const file = writeBenchResult('api-bench.json', result);

    const row = (l: Percentiles, r?: { p50: number; p99: number }) =>
      ({ p50: l.p50Ms, p95: l.p95Ms, p99: l.p99Ms, 'x health p50': r?.p50 ?? 1, 'x health p99': r?.p99 ?? 1 });
    console.table(Object.fromEntries([
      [health.name, row(base)],
      [authed.name, row(authBase, ratios(authBase, base))],
      ...results.map((r) => [r.name, row(r.latency, r.vsHealth)]),
    ]));
    console.log(`${run.rounds} rounds in ${run.seconds} s; written to ${file}`);
    const failed = [health, authed, ...subjects].filter((c) => c.failures.length > 0);
    if (failed.length > 0) {
      for (const c of failed) console.error(`${c.name}: ${c.failures.length} failed, first: ${c.failures[0]}`);
      process.exitCode = 1;
    }
  } finally {
    await member?.remove();
    await app?.close();
    await database.close();
    await emulator.stop();
  }
}

if (require.main === module) runBenchMain(main);
