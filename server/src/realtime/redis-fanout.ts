// Fan-out between server instances over Redis pub/sub. A published message id is only a wake-up: the receiving
// instance loads the message from the shared database, which stays the truth (pub/sub loses messages on a
// disconnect; clients then catch up by sequence over REST).
//
// Deployment note: SockJS's polling and streaming transports (xhr-polling, xhr-streaming, eventsource, jsonp)
// spread one session over several HTTP requests, all of which must reach the instance holding that session.
// Behind a load balancer with several instances, route /api/ws with sticky sessions (SockJS puts the server and
// session ids in the URL path, /api/ws/{server}/{session}/...; a cookie or path-based affinity works). Plain
// websocket connections need no affinity.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { type Fanout, type FanoutHandlers } from './fanout';
import { type PresenceState } from './presence';

const MESSAGE_CHANNEL = 'collabhub:chat:message';
const PRESENCE_CHANNEL = 'collabhub:chat:presence';
const INSTANCE_TTL_S = 30;
const INSTANCE_REFRESH_MS = 10_000;

interface Envelope {
  from: string;
  messageId?: number;
  presence?: PresenceState;
}

export class RedisFanout implements Fanout {
  readonly instanceId = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private refreshTimer: NodeJS.Timeout | null = null;

  constructor(
    url: string,
    private readonly log: (msg: string, err?: unknown) => void,
  ) {
    const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    this.pub.on('error', (err) => this.log('Redis publisher error', err));
    this.sub.on('error', (err) => this.log('Redis subscriber error', err));
  }

  async start(handlers: FanoutHandlers): Promise<void> {
    await Promise.all([this.pub.connect(), this.sub.connect()]);
    this.sub.on('message', (_channel: string, raw: string) => {
      let env: Envelope;
      try {
        env = JSON.parse(raw) as Envelope;
      } catch {
        return;
      }
      if (env.from === this.instanceId) return;
      if (typeof env.messageId === 'number') handlers.message(env.messageId);
      if (env.presence) handlers.presence(env.presence);
    });
    await this.sub.subscribe(MESSAGE_CHANNEL, PRESENCE_CHANNEL);
    await this.refreshInstance();
    this.refreshTimer = setInterval(() => void this.refreshInstance(), INSTANCE_REFRESH_MS);
    this.refreshTimer.unref();
  }

  publishMessage(messageId: number): void {
    this.publish(MESSAGE_CHANNEL, { from: this.instanceId, messageId });
  }

  publishPresence(state: PresenceState, localSessions: number): void {
    const key = presenceKey(state.userId);
    const write = localSessions > 0
      ? this.pub.hset(key, this.instanceId, String(localSessions))
      : this.pub.multi().hdel(key, this.instanceId).hset(key, 'lastSeen', state.lastSeen ?? '').exec();
    write
      .then(() => this.publish(PRESENCE_CHANNEL, { from: this.instanceId, presence: state }))
      .catch((err: unknown) => this.log('Redis presence update failed', err));
  }

  async presenceOf(userId: number): Promise<{ online: boolean; lastSeen: string | null } | null> {
    const fields = await this.pub.hgetall(presenceKey(userId));
    // This instance's own entry is left out: its local tracker is the truth for it.
    const instances = Object.keys(fields).filter((f) => f !== 'lastSeen' && f !== this.instanceId);
    let online = false;
    if (instances.length > 0) {
      // An instance that died without cleaning up stops refreshing its key; its entries then count for nothing.
      const alive = await this.pub.exists(...instances.map(instanceKey));
      online = alive > 0;
    }
    return { online, lastSeen: fields.lastSeen || null };
  }

  async close(): Promise<void> {
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    await Promise.allSettled([this.pub.del(instanceKey(this.instanceId))]);
    this.sub.disconnect();
    this.pub.disconnect();
  }

  private publish(channel: string, env: Envelope): void {
    this.pub.publish(channel, JSON.stringify(env)).catch((err: unknown) => this.log('Redis publish failed', err));
  }

  private async refreshInstance(): Promise<void> {
    try {
      await this.pub.set(instanceKey(this.instanceId), '1', 'EX', INSTANCE_TTL_S);
    } catch (err) {
      this.log('Redis instance refresh failed', err);
    }
  }
}

function presenceKey(userId: number): string {
  return `collabhub:presence:${userId}`;
}

function instanceKey(instanceId: string): string {
  return `collabhub:instance:${instanceId}`;
}
