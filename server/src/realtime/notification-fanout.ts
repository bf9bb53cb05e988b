// How one instance hands notification pushes to the others. With Redis, every instance receives every push and
// delivers it to the sessions of its owner that it holds; pub/sub may lose one on a disconnect, which is why a
// client re-reads the notifications over REST after every reconnect.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { NotificationPush } from 'shared-api';

export interface NotificationFanout {
  start(deliver: (userId: number, body: NotificationPush) => void): Promise<void>;
  publish(userId: number, body: NotificationPush): void;
  close(): Promise<void>;
}

/** A single instance: the push was already delivered in process. */
export class LocalNotificationFanout implements NotificationFanout {
  async start(): Promise<void> {}
  publish(): void {}
  async close(): Promise<void> {}
}

export const NOTIFICATION_CHANNEL = 'collabhub:notifications';

interface Envelope {
  from: string;
  userId: number;
  body: NotificationPush;
}

export class RedisNotificationFanout implements NotificationFanout {
  readonly instanceId = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;

  constructor(
    url: string,
    private readonly log: (msg: string, err?: unknown) => void,
  ) {
    const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    this.pub.on('error', (err) => this.log('Redis notification publisher error', err));
    this.sub.on('error', (err) => this.log('Redis notification subscriber error', err));
  }

  async start(deliver: (userId: number, body: NotificationPush) => void): Promise<void> {
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    this.sub.on('message', (_channel: string, raw: string) => {
      const env = parseEnvelope(raw);
      if (env && env.from !== this.instanceId) deliver(env.userId, env.body);
    });
    await this.sub.subscribe(NOTIFICATION_CHANNEL);
  }

  publish(userId: number, body: NotificationPush): void {
    const env: Envelope = { from: this.instanceId, userId, body };
    this.pub.publish(NOTIFICATION_CHANNEL, JSON.stringify(env))
      .catch((err: unknown) => this.log('Redis notification publish failed', err));
  }

  async close(): Promise<void> {
    this.sub.disconnect();
    this.pub.disconnect();
  }
}

function parseEnvelope(raw: string): Envelope | null {
  try {
    const env = JSON.parse(raw) as Partial<Envelope>;
    if (typeof env.from !== 'string' || !Number.isSafeInteger(env.userId) || typeof env.body !== 'object' || !env.body) return null;
    return env as Envelope;
  } catch {
    return null;
  }
}
