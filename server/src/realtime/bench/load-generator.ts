// The chat benchmark's load: clients in child processes of their own, so that generating and timing thousands of
// messages a second neither competes with the measuring process's event loop nor is throttled by it. Each child
// holds whole pairs of clients (a client and its partner), sends its share of the rate, and times send → delivery
// itself (both ends are in the same process, so one clock). Pacing follows elapsed time, not timer ticks: a late
// timer sends what was due, so the offered rate holds under load.
import { type ChildProcess, fork } from 'node:child_process';
import { type BenchClient, openEchoClient, openMany, openStompClient } from './bench-clients';
import { type ServerMode } from './bench-server';

export interface LoadSpec {
  mode: ServerMode;
  baseUrl: string;
  /** This child's clients; client 2k talks to 2k+1 and back (chat), or to itself (echo). */
  users: Array<{ id: number; token: string }>;
  rate: number;
  durationS: number;
  /** Messages each pair exchanges before the measured run (opening its conversation), not counted. */
  warmupPerPair: number;
}

export interface LoadResult {
  sent: number;
  latencies: number[];
  /** When each delivered message was sent, in ms from the start of the measured run (same order as latencies). */
  sentAtMs: number[];
  elapsedS: number;
}

type ToLoad = { type: 'open'; spec: LoadSpec } | { type: 'go' } | { type: 'close' };
type FromLoad = { type: 'opened' } | { type: 'done'; result: LoadResult } | { type: 'failed'; error: string };

/** Sends `rate` messages per second for `durationS` from random clients to their partners, then waits for the last deliveries. */
export async function drive(
  clients: BenchClient[],
  partnerOf: (i: number) => number,
  rate: number,
  durationS: number,
  sentAt: Map<string, number>,
  latencies: number[],
  started = performance.now(),
): Promise<{ sent: number; elapsedS: number }> {
  const tickMs = 5;
  let sent = 0;
  const end = started + durationS * 1000;
  for (let now = started; now < end; now = performance.now()) {
    const due = Math.floor(((now - started) / 1000) * rate);
    while (sent < due) {
      const i = Math.floor(Math.random() * clients.length);
      const id = `${i}-${sent++}`;
      sentAt.set(id, performance.now());
      clients[i]!.send(partnerOf(i), id);
    }
    await new Promise((r) => setTimeout(r, tickMs));
  }
  const elapsedS = (performance.now() - started) / 1000;
  // Let the last deliveries arrive (not counted in the elapsed time: the rate is what was offered and delivered).
  const drainEnd = performance.now() + 10_000;
  while (latencies.length < sent && performance.now() < drainEnd) await new Promise((r) => setTimeout(r, 50));
  return { sent, elapsedS };
}

/**
 * Before the measured run, each pair exchanges `perPair` messages (the first opens its conversation, as every
 * conversation of a running service already is), paced at 1,000 a second, and waits for their deliveries.
 */
async function warmUp(
  clients: BenchClient[],
  partnerOf: (i: number) => number,
  perPair: number,
  sentAt: Map<string, number>,
  delivered: () => number,
): Promise<void> {
  let sent = 0;
  for (let round = 0; round < perPair; round++) {
    for (let i = 0; i < clients.length; i += 2) {
      const id = `warmup-${i}-${round}`;
      sentAt.set(id, performance.now());
      clients[i]!.send(partnerOf(i), id);
      if (++sent % 50 === 0) await new Promise((r) => setTimeout(r, 50));
    }
  }
  const end = performance.now() + 30_000;
  while (delivered() < sent && performance.now() < end) await new Promise((r) => setTimeout(r, 50));
}

/** The child's side: open the clients, drive on 'go', report, and exit on 'close'. */
export function runLoadGenerator(): void {
  let clients: BenchClient[] = [];
  let spec: LoadSpec | null = null;
  const sentAt = new Map<string, number>();
  let latencies: number[] = [];
  let sentAtMs: number[] = [];
  let started = 0;
  const onDelivery = (id: string) => {
    const t = sentAt.get(id);
    if (t === undefined) return;
    sentAt.delete(id);
    latencies.push(performance.now() - t);
    sentAtMs.push(t - started);
  };
  const reply = (msg: FromLoad) => process.send?.(msg);
  process.on('message', (msg: ToLoad) => {
    void (async () => {
      if (msg.type === 'open') {
        spec = msg.spec;
        const { mode, baseUrl, users } = spec;
        clients = await openMany(users.length, 50, (i) =>
          mode === 'chat' ? openStompClient(baseUrl, users[i]!, onDelivery) : openEchoClient(baseUrl, onDelivery));
        reply({ type: 'opened' });
      } else if (msg.type === 'go' && spec) {
        const users = spec.users;
        const partnerOf = (i: number) => (spec!.mode === 'chat' ? users[i ^ 1]!.id : i);
        await warmUp(clients, partnerOf, spec.warmupPerPair, sentAt, () => latencies.length);
        latencies = [];
        sentAtMs = [];
        started = performance.now();
        const { sent, elapsedS } = await drive(clients, partnerOf, spec.rate, spec.durationS, sentAt, latencies, started);
        reply({ type: 'done', result: { sent, latencies, sentAtMs, elapsedS } });
      } else if (msg.type === 'close') {
        for (const c of clients) c.close();
        process.exit(0);
      }
    })().catch((err: unknown) => {
      reply({ type: 'failed', error: String(err) });
      process.exit(1);
    });
  });
}

/** The parent's handle on one load child (forked from the benchmark's own script with `--load`). */
export class LoadProcess {
  private constructor(private readonly child: ChildProcess) {}

  static start(script: string): LoadProcess {
    return new LoadProcess(fork(script, ['--load'], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  }

  async open(spec: LoadSpec): Promise<void> {
    await this.ask({ type: 'open', spec }, 'opened');
  }

  async go(): Promise<LoadResult> {
    return (await this.ask({ type: 'go' }, 'done')).result;
  }

  close(): void {
    if (this.child.connected) this.child.send({ type: 'close' } satisfies ToLoad);
  }

  private ask<T extends FromLoad['type']>(msg: ToLoad, type: T): Promise<Extract<FromLoad, { type: T }>> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`load generator exited (${code})`));
      const onMessage = (answer: FromLoad) => {
        if (answer.type === 'failed') reject(new Error(`load generator failed: ${answer.error}`));
        else if (answer.type !== type) return;
        else resolve(answer as Extract<FromLoad, { type: T }>);
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
      };
      this.child.on('message', onMessage);
      this.child.once('exit', onExit);
      this.child.send(msg);
    });
  }
}
