// Counts and times every HTTP answer by its route pattern (never the raw URL: ids would make a label per member),
// and counts the rate-limit refusals by the route's budget class.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppMetrics } from './metrics';

const CHAT_SEND_ROUTE = '/api/messages';

export function registerHttpMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request);
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.rateLimitRefusals.inc({ class: limitClass(request, route) });
  });
}

function routeLabel(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (url) return url;
  // Unmatched: the web app's files and the 404s; one label each, whatever the path.
  return request.url.startsWith('/api/') ? 'unmatched /api' : 'static';
}

function limitClass(request: FastifyRequest, route: string): string {
  if (route === CHAT_SEND_ROUTE && request.method === 'POST') return 'chat';
  const limit = request.routeOptions.config?.limit;
  if (typeof limit === 'string') return limit;
  return request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
}
