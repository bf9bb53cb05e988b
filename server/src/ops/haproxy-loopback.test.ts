// The deploy kit's balancer for real: Debian's haproxy runs deploy/haproxy.cfg (its addresses from the environment)
// in front of two server processes sharing PostgreSQL and Redis (separate processes: in one process sockjs's session
// registry is shared and would hide a routing mistake), and chat clients are forced onto SockJS's xhr-streaming
// transport, whose requests must all reach the instance holding the session. Members on different instances
// exchange messages: no session is lost ("session unknown" would close it), each message arrives once and in
// sequence order. Then one instance gets SIGTERM mid-traffic: /api/ready answers
// 503 while it drains, its clients reconnect through the balancer to the other instance and resend their outbox,
// and no acknowledged message is lost or stored twice.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@stomp/stompjs';
import { sql } from 'drizzle-orm';
import type { ChatMessage } from 'shared-api';
import SockJS from 'sockjs-client';
import { REPO_ROOT } from '../config';
import { type Database, openDatabase } from '../db/client';
import { emulatorHost } from '../../test-support/emulator';
import { type ScratchDatabase, createScratchDatabase } from '../../test-support/scratch-database';
import { freePort } from '../../test-support/realtime/free-port';
import { type TestUser, createUser } from '../../test-support/realtime/realtime-test-app';
import { POSTGRES_ADMIN_URL, REDIS_URL, sharedServicesMissing } from '../../test-support/realtime/services-probe';

const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p));
const missing = HAPROXY ? sharedServicesMissing() : 'skipped: haproxy is not installed (apt-get install haproxy)';
const suite = missing ? describe.skip : describe;
const PAIRS = 4;
const FIRST = 500;
const SECOND = 200;
const SERVER_DIR = path.join(__dirname, '..', '..');
const NODE_ARGS = ['--conditions=source', '--import', require.resolve('tsx'), 'src/main.ts'];

interface Instance {
  child: ChildProcess;
  baseUrl: string;
  metricsUrl: string;
  output: string;
  exited: Promise<number | null>;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, NODE_ARGS, {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env,
      PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: String(metricsPort), LOG_LEVEL: 'info',
    },
  });
  const instance: Instance = {
    child, baseUrl: `http://127.0.0.1:${port}`, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, output: '',
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
  };
  child.stdout!.on('data', (d: Buffer) => (instance.output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (instance.output += d.toString()));
  await until('the instance to start', () => {
    if (child.exitCode !== null) throw new Error(`instance exited:\n${instance.output}`);
    return instance.output.includes('CollabHub is running');
  }, 60_000);
  return instance;
}

async function openSessions(instance: Instance): Promise<number> {
  const text = await fetch(instance.metricsUrl).then((r) => r.text(), () => '');
  return Number(/^collabhub_chat_open_sessions (\d+)/m.exec(text)?.[1] ?? -1);
}

/** A member's chat client with an outbox: unacknowledged sends are sent again (same client message id) on reconnect. */
class Member {
  readonly client: Client;
  readonly received: ChatMessage[] = [];
  readonly acked = new Set<string>();
  readonly outbox = new Map<string, unknown>();
  connects = 0;
  closes = 0;
  errors: string[] = [];
  private attempt = 0;

  constructor(readonly user: TestUser, url: string) {
    this.client = new Client({
      webSocketFactory: () => new SockJS(`${url}/api/ws`, null, { transports: ['xhr-streaming'] }),
      connectHeaders: { Authorization: `Bearer ${user.token}` },
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      reconnectDelay: 200 + Math.floor(Math.random() * 200),
      debug: () => {},
    });
    this.client.onConnect = () => {
      this.connects++;
      this.client.subscribe(`/user/${user.id}/queue/messages`, (m) => this.received.push(JSON.parse(m.body) as ChatMessage));
      // A refused SEND gets no RECEIPT, only this: recorded, so the test names it rather than waiting for the ack.
      this.client.subscribe(`/user/${user.id}/queue/errors`, (m) => {
        const refusal = JSON.parse(m.body) as { status: number; message: string; receiptId: string | null };
        this.errors.push(`refused ${refusal.receiptId ?? '-'}: ${refusal.status} ${refusal.message}`);
      });
      for (const [id, body] of this.outbox) this.publish(id, body);
    };
    this.client.onStompError = (f) => this.errors.push(f.headers.message ?? '');
    this.client.onWebSocketClose = () => this.closes++;
    this.client.activate();
  }

  async connected(): Promise<void> {
    while (this.connects === 0) await new Promise((r) => setTimeout(r, 20));
  }

  send(to: TestUser, clientMessageId: string): void {
    const body = { senderId: this.user.id, recipientId: to.id, content: clientMessageId, clientMessageId };
    this.outbox.set(clientMessageId, body);
    this.publish(clientMessageId, body);
  }

  private publish(id: string, body: unknown): void {
    if (!this.client.connected) return;
    const receipt = `${id}#${this.attempt++}`;
    this.client.watchForReceipt(receipt, () => {
      this.outbox.delete(id);
      this.acked.add(id);
    });
    try {
      this.client.publish({ destination: '/app/chat.sendMessage', body: JSON.stringify(body), headers: { receipt } });
    } catch {
      // Not connected after all: onConnect sends it.
    }
  }
}

async function until(what: string, done: () => boolean, timeoutMs: number, state?: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${state ? `: ${state()}` : ''}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

function inOrderOnce(messages: ChatMessage[]): boolean {
  const ids = new Set(messages.map((m) => m.id));
  return ids.size === messages.length && messages.every((m, i) => i === 0 || m.sequence > messages[i - 1]!.sequence);
}

suite(`two instances behind haproxy${missing ? ` (${missing})` : ''}`, () => {
  let scratch: ScratchDatabase;
  let database: Database;
  const servers: Instance[] = [];
  let haproxy: ChildProcess;
  let front: string;
  const members: Member[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(POSTGRES_ADMIN_URL);
    database = await openDatabase({ databaseUrl: scratch.url, pgliteDataDir: 'memory://' });
    const env = {
      NODE_ENV: 'test', DATABASE_URL: scratch.url, REDIS_URL, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      WEB_ROOT: '/nonexistent-web-root', SEED_ON_START: 'false', DRAIN_DELAY_MS: '1500', SHUTDOWN_TIMEOUT_MS: '15000',
      CHAT_SEND_BURST: '1000', CHAT_SEND_PER_SECOND: '500', REDIS_PREFIX: `lb-${process.pid}-${Date.now()}:`,
    };
    servers.push(...await Promise.all([startInstance(env), startInstance(env)]));
    const port = await freePort();
    front = `http://127.0.0.1:${port}`;
    haproxy = spawn(HAPROXY!, ['-db', '-f', path.join(REPO_ROOT, 'deploy', 'haproxy.cfg')], {
      env: {
        PATH: process.env.PATH, HAPROXY_BIND: `127.0.0.1:${port}`,
        APP1_ADDR: servers[0]!.baseUrl.replace('http://', ''), APP2_ADDR: servers[1]!.baseUrl.replace('http://', ''),
      },
      stdio: 'ignore',
    });
    let ready = false;
    const deadline = Date.now() + 10_000;
    while (!ready) {
      ready = await fetch(`${front}/api/ready`).then((r) => r.ok, () => false);
      if (!ready && Date.now() > deadline) throw new Error('haproxy does not answer');
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 80_000);

  afterAll(async () => {
    await Promise.all(members.map((m) => m.client.deactivate({ force: true })));
    haproxy?.kill();
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    await database?.close();
    await scratch?.drop();
  });

  it(`delivers ${FIRST} messages between members on different instances, then survives one instance's SIGTERM`, async () => {
    // Members connect through the balancer until each instance holds enough of them; the instances' open-session
    // gauges tell where each one landed.
    const onInstance: Member[][] = [[], []];
    for (let n = 0; (onInstance[0]!.length < PAIRS || onInstance[1]!.length < PAIRS) && n < 40; n++) {
      const before = await Promise.all(servers.map(openSessions));
      const m = new Member(await createUser(database, `m${n}`), front);
      members.push(m);
      await m.connected();
      let landed = -1;
      for (let tries = 0; landed < 0 && tries < 50; tries++) {
        const after = await Promise.all(servers.map(openSessions));
        landed = after.findIndex((v, i) => v > before[i]!);
        if (landed < 0) await new Promise((r) => setTimeout(r, 50));
      }
      expect(landed).toBeGreaterThanOrEqual(0);
      onInstance[landed]!.push(m);
    }
    expect(onInstance.map((l) => l.length >= PAIRS)).toEqual([true, true]);
    // Half the pairs send from the first instance to the second, half the other way.
    const pairs = Array.from({ length: PAIRS }, (_, i) =>
      i % 2 === 0 ? { from: onInstance[0]![i]!, to: onInstance[1]![i]! } : { from: onInstance[1]![i]!, to: onInstance[0]![i]! });

    const exchange = async (count: number, tag: string, during?: () => Promise<void>) => {
      const background = during?.();
      for (let i = 0; i < count; i++) {
        const p = pairs[i % PAIRS]!;
        p.from.send(p.to.user, `${tag}-${i}`);
        await new Promise((r) => setTimeout(r, 8));
      }
      await background;
      await until('every send to be acknowledged', () => pairs.every((p) => p.from.outbox.size === 0), 30_000,
        () => JSON.stringify(pairs.map((p) => ({ unacked: [...p.from.outbox.keys()].slice(0, 5), connected: p.from.client.connected, errors: p.from.errors }))));
    };

    await exchange(FIRST, 'a');
    await until('every delivery', () => pairs.every((p) => p.to.received.length === FIRST / PAIRS), 10_000);
    for (const p of pairs) {
      expect(p.to.received.map((m) => m.content)).toEqual(Array.from({ length: FIRST / PAIRS }, (_, k) => `a-${k * PAIRS + pairs.indexOf(p)}`));
      expect(inOrderOnce(p.to.received)).toBe(true);
    }
    // No session was lost or unknown to the instance a request reached: nobody was disconnected.
    expect(members.map((m) => m.closes)).toEqual(members.map(() => 0));
    expect(members.flatMap((m) => m.errors)).toEqual([]);

    // SIGTERM to the first instance mid-traffic; it answers not ready while it drains.
    const drained = servers[0]!;
    const readyDuringDrain: number[] = [];
    await exchange(SECOND, 'b', async () => {
      await new Promise((r) => setTimeout(r, 400));
      drained.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      readyDuringDrain.push((await fetch(`${drained.baseUrl}/api/ready`)).status);
      expect(await drained.exited).toBe(0);
    });
    expect(readyDuringDrain).toEqual([503]);
    expect(drained.output).toContain('shutdown complete');
    // Everyone who was on the drained instance was told, and reconnected through the balancer to the other one.
    await until('every member on the surviving instance',
      () => members.every((m) => m.client.connected) && onInstance[0]!.every((m) => m.connects >= 2), 10_000);
    // Everyone on the drained instance lost that session and came back. The ERROR frame that says why is sent to
    // each session first, but over xhr-streaming it does not always arrive before the transport's close (counted,
    // not required: the reconnect is what matters).
    for (const m of onInstance[0]!) {
      expect(m.closes).toBeGreaterThanOrEqual(1);
      expect(m.connects).toBeGreaterThanOrEqual(2);
    }
    const told = onInstance[0]!.filter((m) => m.errors.includes('Server shutting down')).length;
    console.log(`haproxy loopback: ${told} of ${onInstance[0]!.length} drained xhr-streaming clients received the shutdown ERROR frame`);
    expect(members.flatMap((m) => m.errors).filter((e) => e !== 'Server shutting down')).toEqual([]);
    // No error in the drained instance's log but the 503s its readiness answered on purpose.
    expect(drained.output.split('\n').filter((l) => l.includes('"level":50') && !l.includes('"url":"/api/ready"'))).toEqual([]);
    expect(await openSessions(servers[1]!)).toBe(members.length);

    // Every acknowledged message is stored exactly once; receivers never got one twice or out of order.
    const sent = [...Array.from({ length: FIRST }, (_, i) => `a-${i}`), ...Array.from({ length: SECOND }, (_, i) => `b-${i}`)];
    const acked = new Set(pairs.flatMap((p) => [...p.from.acked]));
    expect(sent.filter((id) => !acked.has(id))).toEqual([]);
    const rows = await database.db.execute<{ id: string; n: number }>(
      sql`select client_message_id as id, count(*)::int as n from messages where client_message_id like 'a-%' or client_message_id like 'b-%' group by 1`,
    );
    const stored = new Map(rows.rows.map((r) => [r.id, Number(r.n)]));
    expect(sent.filter((id) => stored.get(id) !== 1)).toEqual([]);
    for (const p of pairs) expect(inOrderOnce(p.to.received)).toBe(true);
    // Receivers that stayed on the surviving instance got everything.
    for (const p of pairs.filter((q) => onInstance[1]!.includes(q.to))) {
      await until('the second round', () => p.to.received.length === (FIRST + SECOND) / PAIRS, 10_000);
    }
  }, 90_000);
});
