// Prometheus metrics of one server instance (prom-client, one registry per app so several apps in one process stay
// apart). They are served on their own listener (metrics-server.ts), never on the public port.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface AppMetrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  chatMessagesPersisted: Counter;
  chatPersistDuration: Histogram;
  chatFanoutLag: Histogram;
  chatSlowConsumerDrops: Counter;
  chatStompErrors: Counter<'reason'>;
  rateLimitRefusals: Counter<'class'>;
  /** Read at scrape time: the open STOMP sessions and the database pool. */
  setSources(sources: { openSessions?: () => number; pool?: () => PoolStats | null }): void;
}

const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const sources: { openSessions?: () => number; pool?: () => PoolStats | null } = {};
  const registers = [registry];
  const metrics: AppMetrics = {
    registry,
    httpRequests: new Counter({
      name: 'collabhub_http_requests_total', help: 'HTTP requests answered, by route pattern and status.',
      labelNames: ['method', 'route', 'status'], registers,
    }),
    httpDuration: new Histogram({
      name: 'collabhub_http_request_duration_seconds', help: 'Time to answer an HTTP request, by route pattern and status.',
      labelNames: ['method', 'route', 'status'], buckets: LATENCY_BUCKETS, registers,
    }),
    chatMessagesPersisted: new Counter({
      name: 'collabhub_chat_messages_persisted_total', help: 'Chat messages committed to the database by this instance.', registers,
    }),
    chatPersistDuration: new Histogram({
      name: 'collabhub_chat_persist_duration_seconds', help: 'Time from a STOMP SEND being handled to its message being committed.',
      buckets: LATENCY_BUCKETS, registers,
    }),
    chatFanoutLag: new Histogram({
      name: 'collabhub_chat_fanout_lag_seconds', help: 'Time from a message\'s commit on another instance to its delivery here.',
      buckets: LATENCY_BUCKETS, registers,
    }),
    chatSlowConsumerDrops: new Counter({
      name: 'collabhub_chat_slow_consumer_drops_total', help: 'STOMP sessions dropped because their peer stopped reading.', registers,
    }),
    chatStompErrors: new Counter({
      name: 'collabhub_chat_stomp_errors_total', help: 'STOMP ERROR frames sent, by reason.', labelNames: ['reason'], registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'collabhub_rate_limit_refusals_total', help: 'Requests and chat sends refused by a rate limit, by budget class.',
      labelNames: ['class'], registers,
    }),
    setSources(next) {
      Object.assign(sources, next);
    },
  };
  new Gauge({
    name: 'collabhub_chat_open_sessions', help: 'Open STOMP sessions on this instance.', registers,
    collect() {
      this.set(sources.openSessions?.() ?? 0);
    },
  });
  new Gauge({
    name: 'collabhub_db_pool_connections', help: 'PostgreSQL pool connections by state (total, idle, waiting clients).',
    labelNames: ['state'], registers,
    collect() {
      const pool = sources.pool?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  return metrics;
}

/**
 * A STOMP ERROR message as a label: ids, numbers and destinations taken out so the label set stays small
 * ("Unknown destination /x/1" and "/y/2" are one reason).
 */
export function errorReason(message: string): string {
  return message.replace(/\/\S*/g, '/…').replace(/\d+(\.\d+)?/g, 'N').slice(0, 60);
}
