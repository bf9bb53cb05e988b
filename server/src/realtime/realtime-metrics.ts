// The realtime server's part of the instance's metrics: open sessions, persist latency of STOMP sends, cross-instance
// fan-out lag, slow-consumer drops, ERROR frames by reason and deferred sends (the chat send budget's refusals).
import { errorReason, type AppMetrics } from '../ops/metrics';
import type { ChatPort } from './chat-port';
import type { RealtimeServer } from './realtime-server';

export function observeRealtime(server: RealtimeServer, metrics: AppMetrics): void {
  metrics.setSources({ openSessions: () => server.sessionCount });
  server.stats.on('stomp-error', (reason) => metrics.chatStompErrors.inc({ reason: errorReason(reason) }));
  server.stats.on('slow-consumer', () => metrics.chatSlowConsumerDrops.inc());
  server.stats.on('send-deferred', () => metrics.rateLimitRefusals.inc({ class: 'chat' }));
  server.stats.on('fanout-lag', (ms) => metrics.chatFanoutLag.observe(ms / 1000));
}

/** The port with its commits timed (a SEND's commit, or a STOMP transaction's). */
export function timedChatPort(port: ChatPort, metrics: AppMetrics): ChatPort {
  return {
    ...port,
    async sendMessage(input, origin) {
      const end = metrics.chatPersistDuration.startTimer();
      const result = await port.sendMessage(input, origin);
      end();
      return result;
    },
    async sendMessages(inputs, origin) {
      const end = metrics.chatPersistDuration.startTimer();
      const results = await port.sendMessages(inputs, origin);
      end();
      return results;
    },
  };
}
