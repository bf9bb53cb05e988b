// The server side of the chat benchmark, run in its own process so its memory can be measured apart from the
// clients': either the real app (STOMP over SockJS, chat service, database) or a bare `ws` echo server.
import { type FastifyInstance } from 'fastify';
import { type AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { createRepositories } from '../../services';

export type ServerMode = 'chat' | 'echo';

export type ToServer =
  | { type: 'users'; accounts: Array<{ uid: string; email: string }> }
  | { type: 'memory' }
  | { type: 'close' };

export type FromServer =
  | { type: 'ready'; port: number }
  | { type: 'users'; ids: number[] }
  | { type: 'memory'; heapUsed: number; external: number; rss: number; sessions: number; maxBufferedBytes: number };

function reply(msg: FromServer): void {
  process.send?.(msg);
}

function measure(sessions: number, maxBufferedBytes = 0): FromServer {
  // Run with --expose-gc so live memory is measured, not garbage waiting for collection.
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { type: 'memory', heapUsed: m.heapUsed, external: m.external + m.arrayBuffers, rss: m.rss, sessions, maxBufferedBytes };
}

async function serveChat(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR ?? 'memory://',
    WEB_ROOT: '/nonexistent-web-root',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_READS_PER_MINUTE: '1000000',
    // The benchmark measures the server, not the per-user send budget.
    CHAT_SEND_BURST: '1000000',
  });
  const database: Database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
  await migrate(database);
  const app: FastifyInstance = await buildApp({ config, db: database, logger: false });
  // The benchmark clients keep the default 10 s heart-beats; nothing else is tuned.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { users } = createRepositories(database.db);
  process.on('message', (msg: ToServer) => {
    void (async () => {
      if (msg.type === 'users') {
        const ids: number[] = [];
        for (const a of msg.accounts) {
          const row = (await users.create(a.uid, a.email)) ?? (await users.findByUid(a.uid));
          ids.push(row!.id);
        }
        reply({ type: 'users', ids });
      } else if (msg.type === 'memory') {
        reply(measure(app.realtime.sessionCount, app.realtime.maxBufferedBytes()));
      } else {
        await app.close();
        await database.close();
        process.exit(0);
      }
    })();
  });
  reply({ type: 'ready', port: (app.server.address() as AddressInfo).port });
}

async function serveEcho(): Promise<void> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  wss.on('connection', (ws) => ws.on('message', (data, isBinary) => ws.send(data, { binary: isBinary })));
  process.on('message', (msg: ToServer) => {
    if (msg.type === 'memory') reply(measure(wss.clients.size));
    else if (msg.type === 'close') wss.close(() => process.exit(0));
  });
  reply({ type: 'ready', port: (wss.address() as AddressInfo).port });
}

export function runBenchServer(mode: ServerMode): void {
  (mode === 'chat' ? serveChat() : serveEcho()).catch((err: unknown) => {
    process.stderr.write(`bench server failed: ${String(err)}\n`);
    process.exit(1);
  });
}
