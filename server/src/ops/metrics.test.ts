// Metrics of a real server: after a scripted exchange of 100 STOMP messages the persisted counter says 100 and the
// persist histogram holds 100 observations; /metrics is served on its own listener and not on the public port;
// every metric the Grafana dashboard and the Prometheus rules use exists in a live scrape, and promtool accepts
// the rules where Debian's prometheus package is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { type TestServer, createUser, startTestServer } from '../../test-support/realtime/realtime-test-app';
import { RawStompClient } from '../../test-support/realtime/raw-stomp-client';
import { chatClient, publishWithReceipt } from '../../test-support/realtime/stomp-test-client';
import { startMetricsServer } from './metrics-server';

const DASHBOARD = path.join(REPO_ROOT, 'deploy', 'grafana-dashboard.json');
const RULES = path.join(REPO_ROOT, 'deploy', 'prometheus-rules.yml');
const PROMTOOL = '/usr/bin/promtool';

/** value of a sample line `name{labels} value` (labels given as they are printed), or undefined. */
function sample(scrape: string, name: string, labels = ''): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${name}${labels} `) || (labels === '' && l.startsWith(`${name} `)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

function exportedNames(scrape: string): Set<string> {
  const names = new Set<string>();
  for (const m of scrape.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(m[1]!);
    if (m[2] === 'histogram' || m[2] === 'summary') for (const s of ['_bucket', '_sum', '_count']) names.add(m[1]! + s);
  }
  return names;
}

function namesUsedIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\b(?:collabhub|nodejs|process)_[a-z0-9_]+/g)].map((m) => m[0]))];
}

describe('metrics', () => {
  let server: TestServer;
  let metricsServer: Server;
  let metricsUrl: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { CHAT_SEND_BURST: '500', CHAT_SEND_PER_SECOND: '100' } });
    metricsServer = await startMetricsServer(server.app.metrics, { port: 0, host: '127.0.0.1' });
    const { port } = metricsServer.address() as { port: number };
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
  });

  afterAll(async () => {
    await new Promise((r) => metricsServer?.close(r));
    await server?.close();
  });

  const scrape = async () => {
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    return res.text();
  };

  it('counts 100 persisted messages of a scripted STOMP exchange and times their commits', async () => {
    const [alice, bob] = await Promise.all([createUser(server.database, 'alice'), createUser(server.database, 'bob')]);
    const a = chatClient({ baseUrl: server.baseUrl, token: alice.token, transport: 'websocket' });
    const b = chatClient({ baseUrl: server.baseUrl, token: bob.token, transport: 'xhr-streaming' });
    await Promise.all([a.connected(), b.connected()]);
    try {
      expect(sample(await scrape(), 'collabhub_chat_open_sessions')).toBe(2);
      for (let i = 0; i < 100; i++) {
        const [from, to, c] = i % 2 === 0 ? [alice, bob, a] : [bob, alice, b];
        await publishWithReceipt(c.client, '/app/chat.sendMessage', { senderId: from.id, recipientId: to.id, content: `m${i}`, clientMessageId: `k${i}` });
      }
      // A resend of an acknowledged message is found, not stored again.
      await publishWithReceipt(a.client, '/app/chat.sendMessage', { senderId: alice.id, recipientId: bob.id, content: 'm0', clientMessageId: 'k0' });
      const text = await scrape();
      expect(sample(text, 'collabhub_chat_messages_persisted_total')).toBe(100);
      expect(sample(text, 'collabhub_chat_persist_duration_seconds_count')).toBe(101);
      expect(sample(text, 'collabhub_chat_persist_duration_seconds_sum')).toBeGreaterThan(0);
      expect(sample(text, 'collabhub_chat_persist_duration_seconds_bucket', '{le="+Inf"}')).toBe(101);
    } finally {
      await Promise.all([a.client.deactivate(), b.client.deactivate()]);
    }
  }, 30_000);

  it('counts HTTP answers by route pattern and status, STOMP errors by reason, and Node\'s own metrics', async () => {
    const alice = await createUser(server.database, 'carol');
    for (const id of [101, 202]) {
      await fetch(`${server.baseUrl}/api/channels/${id}`, { headers: { authorization: `Bearer ${alice.token}` } });
    }
    await fetch(`${server.baseUrl}/api/health`);
    const raw = await RawStompClient.open(server.baseUrl);
    await raw.connect(alice.token);
    // A protocol fault (ERROR, then close); an application refusal such as an unknown destination is answered on
    // the sender's error queue instead and is not a STOMP error.
    raw.send('BEGIN\n\n\0');
    await raw.closed;
    const text = await scrape();
    // One series for both channel ids: the route pattern, never the raw URL.
    expect(sample(text, 'collabhub_http_requests_total', '{method="GET",route="/api/channels/:id",status="404"}')).toBe(2);
    expect(sample(text, 'collabhub_http_requests_total', '{method="GET",route="/api/health",status="200"}')).toBe(1);
    expect(text).toMatch(/collabhub_http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/health",status="200"\} 1/);
    expect(sample(text, 'collabhub_chat_stomp_errors_total', '{reason="BEGIN needs a transaction header"}')).toBe(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
  });

  it('is not served on the public port', async () => {
    for (const p of ['/metrics', '/api/metrics']) {
      const res = await fetch(`${server.baseUrl}${p}`);
      expect(res.headers.get('content-type') ?? '').not.toMatch(/version=0\.0\.4/);
      expect(await res.text()).not.toMatch(/collabhub_chat_messages_persisted_total/);
    }
    const other = await fetch(metricsUrl.replace('/metrics', '/'));
    expect(other.status).toBe(404);
  });

  it('has every metric the Grafana dashboard and the alert rules use in a live scrape', async () => {
    const exported = exportedNames(await scrape());
    const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Array<{ targets: Array<{ expr: string }> }> };
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)).join('\n');
    const used = [...namesUsedIn(exprs), ...namesUsedIn(readFileSync(RULES, 'utf8'))];
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((n) => !exported.has(n))).toEqual([]);
    if (existsSync(PROMTOOL)) {
      const check = spawnSync(PROMTOOL, ['check', 'rules', RULES], { encoding: 'utf8' });
      expect(check.stdout + check.stderr).toMatch(/SUCCESS/);
      expect(check.status).toBe(0);
    }
  });
});
