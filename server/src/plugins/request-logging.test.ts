import Fastify, { LogController } from 'fastify';
import { Writable } from 'node:stream';
import { loadConfig, type Config } from '../config';
import pinoPretty from 'pino-pretty';
import { unauthorized } from '../errors';
import { registerErrorHandling } from './error-handler';
import { loggerOptions, PRETTY_OPTIONS, registerRequestLogging } from './request-logging';
import { PRODUCTION_ENV } from '../../test-support/production-env';

const config = (env: Record<string, string>): Config =>
  loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', ...env });
const production = () => config({ ...PRODUCTION_ENV });

async function logsOf(cfg: Config, level: string, calls: Array<{ url: string }>, withErrors = false) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new LogController({ disableRequestLogging: true }) });
  if (withErrors) registerErrorHandling(app);
  registerRequestLogging(app, cfg);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  app.get('/refused', async () => {
    throw unauthorized('Invalid or expired ID token', 'firebase auth/id-token-expired');
  });
  app.get('/plain-401', async () => {
    throw unauthorized();
  });
  for (const c of calls) await app.inject({ url: c.url });
  await app.close();
  return lines.filter((l) => 'method' in l);
}

describe('request logging', () => {
  it('writes one line per request in development', async () => {
    const lines = await logsOf(config({ NODE_ENV: 'development' }), 'info', [{ url: '/ok' }, { url: '/ok' }]);
    expect(lines).toEqual([
      expect.objectContaining({ method: 'GET', url: '/ok', status: 200, level: 30, msg: expect.stringMatching(/^GET \/ok 200 [\d.]+ ms$/) }),
      expect.objectContaining({ method: 'GET', url: '/ok', status: 200, level: 30 }),
    ]);
  });

  it('in production logs only server errors at info, the rest at debug', async () => {
    const prod = production();
    const info = await logsOf(prod, 'info', [{ url: '/ok' }, { url: '/boom' }]);
    expect(info).toEqual([expect.objectContaining({ url: '/boom', status: 500, level: 50, msg: expect.stringMatching(/^GET \/boom 500 /) })]);
    const debug = await logsOf(prod, 'debug', [{ url: '/ok' }]);
    expect(debug).toEqual([expect.objectContaining({ url: '/ok', status: 200, level: 20 })]);
  });

  it('writes why a request was refused on its line (never in the answer), and nothing when no reason was given', async () => {
    const lines = await logsOf(config({ NODE_ENV: 'development' }), 'info', [{ url: '/refused' }, { url: '/plain-401' }], true);
    expect(lines).toEqual([
      expect.objectContaining({ url: '/refused', status: 401, reason: 'firebase auth/id-token-expired', msg: expect.stringMatching(/ ms \(firebase auth\/id-token-expired\)$/) }),
      expect.objectContaining({ url: '/plain-401', status: 401, msg: expect.stringMatching(/ ms$/) }),
    ]);
    expect(lines[1]).not.toHaveProperty('reason');
  });

  it('pretty-prints only in a development terminal', () => {
    const dev = config({ NODE_ENV: 'development' });
    expect(loggerOptions(dev, true)).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(loggerOptions(dev, false)).toEqual({ level: 'info' });
    const prod = production();
    expect(loggerOptions(prod, true)).toEqual({ level: 'info' });
  });
});

describe('the development terminal', () => {
  it('shows one line per request (method, url, status, ms) and an error with its stack', async () => {
    let out = '';
    const stream = pinoPretty({ ...PRETTY_OPTIONS, colorize: false, sync: true, destination: new Writable({
      write(chunk: Buffer, _enc, done) {
        out += chunk.toString();
        done();
      },
    }) });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new LogController({ disableRequestLogging: true }) });
    registerRequestLogging(app, config({ NODE_ENV: 'development' }));
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async (request) => {
      const err = new Error('boom');
      request.log.error({ err }, 'request failed');
      throw err;
    });
    await app.inject({ url: '/ok?page=2' });
    await app.inject({ url: '/boom' });
    await app.close();
    const lines = out.split('\n').filter(Boolean);
    const ok = lines.filter((l) => l.includes('/ok'));
    expect(ok).toHaveLength(1);
    expect(ok[0]).toMatch(/^\[[\d:.]+\] INFO: GET \/ok\?page=2 200 [\d.]+ ms$/);
    expect(lines.some((l) => /ERROR: GET \/boom 500 [\d.]+ ms$/.test(l))).toBe(true);
    expect(out).toMatch(/Error: boom\n\s+at /);
  });
});
