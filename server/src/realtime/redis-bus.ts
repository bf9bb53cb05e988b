// Pub/sub between server instances over Redis, shared by the chat fan-out (messages, presence, typing, receipts)
// and the notification fan-out: one publisher and one subscriber connection, each payload wrapped with the
// sending instance's id so an instance never hears its own news back. Pub/sub may lose a payload on a disconnect;
// everything sent this way is either a wake-up for data in the database or a signal a client re-reads over REST.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

interface Envelope {
  from: string;
  body: unknown;
}

export class RedisBus {
  readonly instanceId = randomUUID();
  /** Also for the callers' own commands (presence hashes, instance keys). */
  readonly pub: Redis;
  private readonly sub: Redis;

  constructor(
    url: string,
    private readonly log: (msg: string, err?: unknown) => void,
    label: string,
    /** REDIS_PREFIX: prepended to every channel and key, so deployments sharing one Redis do not hear each other. */
    private readonly prefix = '',
  ) {
    const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    this.pub.on('error', (err) => this.log(`Redis ${label} publisher error`, err));
    this.sub.on('error', (err) => this.log(`Redis ${label} subscriber error`, err));
  }

  /** Connects and subscribes; `receive` gets what other instances publish, as it was published. */
  async start(channels: string[], receive: (channel: string, body: unknown) => void): Promise<void> {
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    this.sub.on('message', (prefixed: string, raw: string) => {
      if (!prefixed.startsWith(this.prefix)) return;
      const channel = prefixed.slice(this.prefix.length);
      let env: Partial<Envelope>;
      try {
        env = JSON.parse(raw) as Partial<Envelope>;
      } catch {
        return;
      }
      if (typeof env.from !== 'string' || env.from === this.instanceId) return;
      receive(channel, env.body);
    });
    await this.sub.subscribe(...channels.map((c) => this.key(c)));
  }

  /** A channel or key name in this deployment's namespace. */
  key(name: string): string {
    return this.prefix + name;
  }

  publish(channel: string, body: unknown): void {
    const env: Envelope = { from: this.instanceId, body };
    this.pub.publish(this.key(channel), JSON.stringify(env)).catch((err: unknown) => this.log('Redis publish failed', err));
  }

  close(): void {
    this.sub.disconnect();
    // QUIT after what is queued: a shutdown still announces the messages its last commits produced.
    if (this.pub.status === 'ready') this.pub.quit().catch(() => this.pub.disconnect());
    else this.pub.disconnect();
  }
}
