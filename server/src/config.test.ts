import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './config';
import { PRODUCTION_ENV } from '../test-support/production-env';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    // Development listens on this machine only.
    expect(c.host).toBe('127.0.0.1');
    expect(c.warnings).toEqual([]);
    expect(c.nodeEnv).toBe('development');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.pgliteDataDir).toBe(path.join(REPO_ROOT, '.data', 'pglite'));
    expect(c.firebase.projectId).toBe('demo-collabhub');
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(c.remotesFile).toBe(path.join(REPO_ROOT, 'shell', 'public', 'remotes.json'));
    expect(c.comingSoon).toBe(false);
    expect(c.launchDate).toBeNull();
    expect(c.seedChannels).toBe(5000);
    expect(c.logLevel).toBe('info');
    expect(c.sessionSecret).toHaveLength(64);
    expect(c.oauth.provider).toBe('dev');
  });

  it('listens everywhere by default in production, and warns when development is opened to the network', () => {
    const prod = loadConfig({ ...PRODUCTION_ENV });
    expect(prod.host).toBe('0.0.0.0');
    expect(prod.warnings).toEqual([]);
    const open = loadConfig({ HOST: '0.0.0.0' });
    expect(open.host).toBe('0.0.0.0');
    expect(open.warnings.join(' ')).toMatch(/reachable from other machines.*Auth emulator/);
    expect(loadConfig({ HOST: 'localhost' }).warnings).toEqual([]);
  });

  it('lets benchmarks switch the discovery caches off, never in production', () => {
    expect(loadConfig({}).benchCacheSwitch).toBe(false);
    expect(loadConfig({ BENCH_CACHE_SWITCH: 'true' }).benchCacheSwitch).toBe(true);
    expect(loadConfig({ ...PRODUCTION_ENV, BENCH_CACHE_SWITCH: 'true' }).benchCacheSwitch).toBe(false);
  });

  it('reads the limits', () => {
    const c = loadConfig({ RATE_LIMIT_READS_PER_MINUTE: '30', CHAT_SEND_BURST: '5', CHAT_SEND_PER_SECOND: '0.5' });
    expect(c.rateLimit.readsPerMinute).toBe(30);
    expect(c.chatSendBudget).toEqual({ burst: 5, perSecond: 0.5 });
    expect(() => loadConfig({ CHAT_SEND_PER_SECOND: '0' })).toThrow(ConfigError);
  });

  it('reads every variable it is given', () => {
    const c = loadConfig({
      PORT: '9000', NODE_ENV: 'test', DATABASE_URL: 'postgres://u@h/db', PGLITE_DATA_DIR: 'memory://',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', COMING_SOON: 'true', LAUNCH_DATE: '2027-01-15',
      SEED_CHANNELS: '10', REDIS_URL: 'redis://127.0.0.1:6379', LOG_LEVEL: 'warn',
    });
    expect(c.port).toBe(9000);
    expect(c.publicUrl).toBe('http://localhost:9000');
    expect(c.databaseUrl).toBe('postgres://u@h/db');
    expect(c.pgliteDataDir).toBe('memory://');
    expect(c.firebase.authEmulatorHost).toBe('127.0.0.1:9099');
    expect(c.firebase.webApiKey).toBe('demo-api-key');
    expect(c.firebase.authDomain).toBe('demo-collabhub.firebaseapp.com');
    expect(c.comingSoon).toBe(true);
    expect(c.launchDate).toBe('2027-01-15');
    expect(c.seedChannels).toBe(10);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LAUNCH_DATE: 'next week' }, 'LAUNCH_DATE'],
    [{ COMING_SOON: 'maybe' }, 'COMING_SOON'],
    [{ SEED_CHANNELS: '-1' }, 'SEED_CHANNELS'],
    [{ FIREBASE_AUTH_EMULATOR_HOST: 'not a host' }, 'FIREBASE_AUTH_EMULATOR_HOST'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
  ])('fails fast naming the bad variable for %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  const prod = { ...PRODUCTION_ENV };

  it('refuses the Auth emulator in production', () => {
    expect(() => loadConfig({ ...prod, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production/,
    );
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ ...prod, SESSION_SECRET: undefined })).toThrow(/SESSION_SECRET is required/);
  });

  it('refuses the development OAuth provider in production', () => {
    expect(() => loadConfig({ ...prod, OAUTH_PROVIDER: 'dev' })).toThrow(/development-only/);
  });

  it('refuses the development checkout in production and requires the Stripe keys', () => {
    expect(() => loadConfig({ ...prod, BILLING_PROVIDER: 'dev' })).toThrow(/BILLING_PROVIDER=dev is a development-only checkout/);
    expect(() => loadConfig({ ...prod, STRIPE_WEBHOOK_SECRET: undefined })).toThrow(/STRIPE_WEBHOOK_SECRET are required/);
    expect(loadConfig({}).billing.provider).toBe('dev');
    expect(loadConfig(prod).billing.provider).toBe('stripe');
  });

  it('reports every missing or invalid production setting together, in one message', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', PORT: 'abc', OAUTH_PROVIDER: 'dev', BILLING_PROVIDER: 'dev', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    for (const expected of [
      /PORT:/, /SESSION_SECRET is required/, /FIREBASE_PROJECT_ID is required/, /FIREBASE_WEB_API_KEY is required/,
      /GOOGLE_APPLICATION_CREDENTIALS is required/, /PUBLIC_URL is required/, /OAUTH_PROVIDER=dev is a development-only/,
      /BILLING_PROVIDER=dev is a development-only/, /FIREBASE_AUTH_EMULATOR_HOST must not be set/,
      /TOKEN_ENCRYPTION_KEY is required/, /MAIL_FROM and EMAIL_SIGNING_SECRET are required/,
    ]) expect(message).toMatch(expected);
    expect(message).toMatch(/\(11 problems\)/);
  });

  it('refuses a demo Firebase project and an unreadable Admin key in production', () => {
    expect(() => loadConfig({ ...prod, FIREBASE_PROJECT_ID: 'demo-collabhub' })).toThrow(/demo project/);
    expect(() => loadConfig({ ...prod, GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent/key.json' })).toThrow(/cannot read/);
    expect(() => loadConfig({ ...prod, GOOGLE_APPLICATION_CREDENTIALS: __filename })).toThrow(/is not JSON/);
    expect(() => loadConfig({ ...prod, GOOGLE_APPLICATION_CREDENTIALS: require.resolve('../package.json') })).toThrow(/not a service-account key/);
  });

  it('does not seed or publish the API docs in production unless asked', () => {
    expect(loadConfig(prod).operations).toMatchObject({ seedOnStart: false, apiDocs: false, metrics: null, redisPrefix: '' });
    expect(loadConfig({ ...prod, SEED_ON_START: 'true', API_DOCS: 'public' }).operations).toMatchObject({ seedOnStart: true, apiDocs: true });
    expect(loadConfig({}).operations).toMatchObject({ seedOnStart: true, apiDocs: true });
    expect(loadConfig({ SEED_ON_START: 'false' }).operations.seedOnStart).toBe(false);
  });

  it('reads the operations settings', () => {
    const c = loadConfig({ REDIS_PREFIX: 'staging:', METRICS_PORT: '9464', DRAIN_DELAY_MS: '2000', SHUTDOWN_TIMEOUT_MS: '5000' });
    expect(c.operations).toMatchObject({
      redisPrefix: 'staging:', metrics: { port: 9464, host: '127.0.0.1' }, drainDelayMs: 2000, shutdownTimeoutMs: 5000,
    });
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
    expect(() => loadConfig({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
  });

  it('accepts a complete production configuration', () => {
    const c = loadConfig(prod);
    expect(c.isProduction).toBe(true);
    expect(c.oauth.provider).toBe('google');
    expect(c.sessionSecret).toBe(PRODUCTION_ENV.SESSION_SECRET);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
  });

  it('refuses "any" and what is neither a count nor an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/would trust any X-Forwarded-For/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/at most 16/);
  });
});
