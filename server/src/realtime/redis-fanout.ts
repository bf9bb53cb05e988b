// Fan-out between server instances over Redis pub/sub. A published message id is only a wake-up: the receiving
// instance loads the message from the shared database, which stays the truth (pub/sub loses messages on a
// disconnect; clients then catch up by sequence over REST). Typing, read-receipt and one-user presence signals are
// relayed as they are, to whichever instance holds the addressed user's sessions (a lost one is repaired by the next
// signal, by the conversation list's opponentLastReadSequence and by GET /api/presence).
//
// Deployment note: SockJS's polling and streaming transports (xhr-polling, xhr-streaming, eventsource, jsonp)
// spread one session over several HTTP requests, all of which must reach the instance holding that session.
// Behind a load balancer with several instances, route /api/ws with sticky sessions (SockJS puts the server and
// session ids in the URL path, /api/ws/{server}/{session}/...; a cookie or path-based affinity works). Plain
// websocket connections need no affinity.
import { type Fanout, type FanoutHandlers, type SignalKind } from './fanout';
import { type PresenceState } from './presence';
import { RedisBus } from './redis-bus';

const MESSAGE_CHANNEL = 'collabhub:chat:message';
const PRESENCE_CHANNEL = 'collabhub:chat:presence';
const SIGNAL_CHANNEL = 'collabhub:chat:signal';
const INSTANCE_TTL_S = 30;
const INSTANCE_REFRESH_MS = 10_000;

interface Signal {
  userId: number;
  kind: SignalKind;
  body: string;
}

export class RedisFanout implements Fanout {
  private readonly bus: RedisBus;
  private refreshTimer: NodeJS.Timeout | null = null;

  constructor(
    url: string,
    private readonly log: (msg: string, err?: unknown) => void,
    prefix = '',
  ) {
    this.bus = new RedisBus(url, log, 'chat', prefix);
  }

  get instanceId(): string {
    return this.bus.instanceId;
  }

  private get pub() {
    return this.bus.pub;
  }

  async start(handlers: FanoutHandlers): Promise<void> {
    await this.bus.start([MESSAGE_CHANNEL, PRESENCE_CHANNEL, SIGNAL_CHANNEL], (channel, body) => {
      if (channel === MESSAGE_CHANNEL && typeof body === 'number') handlers.message(body);
      else if (channel === PRESENCE_CHANNEL && typeof body === 'object' && body !== null) handlers.presence(body as PresenceState);
      else if (channel === SIGNAL_CHANNEL && isSignal(body)) handlers.signal(body.userId, body.kind, body.body);
    });
    await this.refreshInstance();
    this.refreshTimer = setInterval(() => void this.refreshInstance(), INSTANCE_REFRESH_MS);
    this.refreshTimer.unref();
  }

  publishMessage(messageId: number): void {
    this.bus.publish(MESSAGE_CHANNEL, messageId);
  }

  publishSignal(userId: number, kind: SignalKind, body: string): void {
    this.bus.publish(SIGNAL_CHANNEL, { userId, kind, body } satisfies Signal);
  }

  publishPresence(state: PresenceState, localSessions: number): void {
    const key = this.bus.key(presenceKey(state.userId));
    const write = localSessions > 0
      ? this.pub.hset(key, this.instanceId, String(localSessions))
      : this.pub.multi().hdel(key, this.instanceId).hset(key, 'lastSeen', state.lastSeen ?? '').exec();
    write
      .then(() => this.bus.publish(PRESENCE_CHANNEL, state))
      .catch((err: unknown) => this.log('Redis presence update failed', err));
  }
  async presenceOf(userId: number): Promise<{ online: boolean; lastSeen: string | null } | null> {
    const fields = await this.pub.hgetall(this.bus.key(presenceKey(userId)));
    // This instance's own entry is left out: its local tracker is the truth for it.
    const instances = Object.keys(fields).filter((f) => f !== 'lastSeen' && f !== this.instanceId);
    let online = false;
    if (instances.length > 0) {
      // An instance that died without cleaning up stops refreshing its key; its entries then count for nothing.
      const alive = await this.pub.exists(...instances.map((id) => this.bus.key(instanceKey(id))));
      online = alive > 0;
    }
    return { online, lastSeen: fields.lastSeen || null };
  }

  async close(): Promise<void> {
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    await Promise.allSettled([this.pub.del(this.bus.key(instanceKey(this.instanceId)))]);
    this.bus.close();
  }

  private async refreshInstance(): Promise<void> {
    try {
      await this.pub.set(this.bus.key(instanceKey(this.instanceId)), '1', 'EX', INSTANCE_TTL_S);
    } catch (err) {
      this.log('Redis instance refresh failed', err);
    }
  }
}

function isSignal(body: unknown): body is Signal {
  const s = body as Partial<Signal> | null;
  return typeof s === 'object' && s !== null && Number.isSafeInteger(s.userId)
    && (s.kind === 'typing' || s.kind === 'receipts' || s.kind === 'presence') && typeof s.body === 'string';
}

function presenceKey(userId: number): string {
  return `collabhub:presence:${userId}`;
}

function instanceKey(instanceId: string): string {
  return `collabhub:instance:${instanceId}`;
}
