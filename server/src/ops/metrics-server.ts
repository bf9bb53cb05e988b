// The metrics listener: GET /metrics of the app's registry on METRICS_HOST:METRICS_PORT (loopback by default),
// apart from the public port so the balancer never exposes it.
import { createServer, type Server } from 'node:http';
import type { AppMetrics } from './metrics';

export async function startMetricsServer(metrics: AppMetrics, at: { port: number; host: string }): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at.port, at.host, () => resolve());
  });
  return server;
}
