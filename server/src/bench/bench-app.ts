// The server as the HTTP benchmarks run it: the real app on 127.0.0.1 (DATABASE_URL's PostgreSQL, used as it
// is, or in-memory PGlite with generated channels), the Auth emulator, a registered member with a channel, and
// GET /api/bench/authenticated-noop (token check and caller lookup, nothing else) and GET /api/bench/one-read (the
// same with the caller cached, plus one prepared primary-key read: the floor of a call that reads the database).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { prepared, runPrepared } from '../db/prepared';
import { BENCH_VERIFIED_SHARE, channelCount, seedChannels } from '../db/seed/seed';
import { benchConfig, benchMember, loadLauncher } from './api-bench';

export interface BenchApp {
  app: FastifyInstance;
  port: number;
  database: Database;
  channels: number;
  auth: Record<string, string>;
  close(): Promise<void>;
}

/** `env`: configuration beyond the benchmark defaults (e.g. BENCH_CACHE_SWITCH). */
export async function startBenchApp(opts: { channels: number; env?: Record<string, string> }): Promise<BenchApp> {
  const launcher = await loadLauncher();
  console.log('starting the Firebase Auth emulator');
  const emulator = await launcher.startAuthEmulator();
  const config = benchConfig(emulator, opts.env);
  const database = await openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await migrate(database);
    if ((await channelCount(database)) === 0) {
      console.log(`generating ${opts.channels} channels in ${database.kind}`);
      await seedChannels(database, { channels: opts.channels, verifiedShare: BENCH_VERIFIED_SHARE, rebuildIndexes: opts.channels >= 100_000 });
    }
    const channels = await channelCount(database);
    // Production logs nothing per successful request (plugins/request-logging.ts): level warn costs the same.
    app = await buildApp({ config, db: database, logger: { level: 'warn' }, realtime: false });
    app.get('/api/bench/authenticated-noop', { onRequest: app.authenticate }, async () => ({ ok: true }));
    // The same with the caller cached as the discovery and search routes have it (plugins/caller-cache.ts).
    app.get('/api/bench/authenticated-noop-cached', { onRequest: app.authenticateCached }, async () => ({ ok: true }));
    // The floor of any call that reads the database: the cached caller and one prepared primary-key read of a
    // random channel (one round trip), nothing else.
    const oneRead = prepared('bench_one_read', 'select id, name from channels where id = $1');
    app.get('/api/bench/one-read', { onRequest: app.authenticateCached }, async () => {
      const [row] = await runPrepared<{ id: number }>(database.db, oneRead, [1 + Math.floor(Math.random() * Math.max(1, channels))]);
      return { ok: true, id: row?.id ?? null };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const member = await benchMember(app, database, launcher, emulator.host);
    const started = app;
    return {
      app: started, port, database, channels, auth: member.auth,
      close: async () => {
        await member.remove();
        await started.close();
        await database.close();
        await emulator.stop();
      },
    };
  } catch (err) {
    await app?.close();
    await database.close();
    await emulator.stop();
    throw err;
  }
}
