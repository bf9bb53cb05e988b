// Whether this instance should get traffic: the database answers, Redis answers when one is configured, and the
// instance is not draining. Liveness (/api/health) is separate: a draining instance is alive but not ready.
import { Redis } from 'ioredis';
import type { HealthService } from './service';

export type ReadinessBody = {
  status: 'ready' | 'draining' | 'unavailable';
  database: 'ok' | 'unavailable';
  redis: 'ok' | 'unavailable' | 'not configured';
};

const REDIS_PING_TIMEOUT_MS = 2_000;

export class Readiness {
  private draining = false;
  private readonly redis: Redis | null;

  constructor(private readonly health: HealthService, redisUrl: string | undefined) {
    // Its own connection: a ping must not queue behind the fan-out's traffic.
    this.redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: REDIS_PING_TIMEOUT_MS }) : null;
    this.redis?.on('error', () => {
      // Reported through the readiness answer; ioredis reconnects by itself.
    });
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** From now on the instance answers not ready (SIGTERM): the balancer stops sending new work. */
  startDraining(): void {
    this.draining = true;
  }

  async check(): Promise<{ ready: boolean; body: ReadinessBody }> {
    const [db, redis] = await Promise.all([this.health.check(), this.pingRedis()]);
    const body: ReadinessBody = {
      status: 'ready',
      database: db.ok ? 'ok' : 'unavailable',
      redis,
    };
    if (!db.ok || redis === 'unavailable') body.status = 'unavailable';
    if (this.draining) body.status = 'draining';
    return { ready: body.status === 'ready', body };
  }

  close(): void {
    this.redis?.disconnect();
  }

  private async pingRedis(): Promise<ReadinessBody['redis']> {
    if (!this.redis) return 'not configured';
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.redis.ping(),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), REDIS_PING_TIMEOUT_MS))),
      ]);
      return 'ok';
    } catch {
      return 'unavailable';
    } finally {
      clearTimeout(timer);
    }
  }
}
