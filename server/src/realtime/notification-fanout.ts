// How one instance hands notification pushes to the others. With Redis, every instance receives every push and
// delivers it to the sessions of its owner that it holds; pub/sub may lose one on a disconnect, which is why a
// client re-reads the notifications over REST after every reconnect.
import type { AccountPush as NotificationPush } from 'shared-api';
import { RedisBus } from './redis-bus';

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

interface Push {
  userId: number;
  body: NotificationPush;
}

export class RedisNotificationFanout implements NotificationFanout {
  private readonly bus: RedisBus;

  constructor(url: string, log: (msg: string, err?: unknown) => void, prefix = '') {
    this.bus = new RedisBus(url, log, 'notification', prefix);
  }

  get instanceId(): string {
    return this.bus.instanceId;
  }

  async start(deliver: (userId: number, body: NotificationPush) => void): Promise<void> {
    await this.bus.start([NOTIFICATION_CHANNEL], (_channel, raw) => {
      const push = parsePush(raw);
      if (push) deliver(push.userId, push.body);
    });
  }

  publish(userId: number, body: NotificationPush): void {
    this.bus.publish(NOTIFICATION_CHANNEL, { userId, body } satisfies Push);
  }

  async close(): Promise<void> {
    this.bus.close();
  }
}

function parsePush(raw: unknown): Push | null {
  const p = raw as Partial<Push> | null;
  if (typeof p !== 'object' || p === null || !Number.isSafeInteger(p.userId) || typeof p.body !== 'object' || !p.body) return null;
  return p as Push;
}
