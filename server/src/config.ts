import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

import { REPO_ROOT } from './paths';

export { REPO_ROOT };

const boolText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

// Running the service: Firebase Admin credentials, seeding, API docs, Redis sharing, metrics, draining.
const operationsSchema = {
  GOOGLE_APPLICATION_CREDENTIALS: optionalText,
  SEED_ON_START: boolText,
  API_DOCS: z.enum(['public', 'off']).optional(),
  REDIS_PREFIX: optionalText.pipe(z.string().regex(/^[\w:.-]{1,64}$/, 'letters, digits and _:.- only (at most 64)').optional()),
  METRICS_PORT: optionalText.pipe(
    z.string().regex(/^\d+$/, 'must be a port number').transform(Number).pipe(z.number().int().min(1).max(65535)).optional(),
  ),
  METRICS_HOST: optionalText,
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(15_000),
};

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: optionalText,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: optionalText.pipe(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional()),
  PGLITE_DATA_DIR: optionalText,
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-collabhub'),
  FIREBASE_AUTH_EMULATOR_HOST: optionalText.pipe(
    z.string().regex(/^[\w.-]+:\d+$/, 'must be host:port').optional(),
  ),
  FIREBASE_WEB_API_KEY: optionalText,
  FIREBASE_AUTH_DOMAIN: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  WEB_ROOT: optionalText,
  REMOTES_FILE: optionalText,
  COMING_SOON: boolText,
  LAUNCH_DATE: optionalText.pipe(z.iso.date().or(z.iso.datetime({ offset: true })).optional()),
  REDIS_URL: optionalText.pipe(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional()),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SEED_CHANNELS: z.coerce.number().int().min(0).max(10_000_000).default(5000),
  BENCH_CACHE_SWITCH: boolText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_SEARCH_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_SESSION_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_MARK_READ_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_ADDRESS_SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_ADDRESS_BAD_TOKENS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: optionalText,
  CHAT_TYPING_PER_SECOND: z.coerce.number().positive().default(3),
  CHAT_SESSIONS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(20),
  CHAT_SEND_BURST: z.coerce.number().int().min(1).default(50),
  CHAT_SEND_PER_SECOND: z.coerce.number().positive().default(10),
  OAUTH_PROVIDER: z.enum(['dev', 'google']).optional(),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  YOUTUBE_API_URL: z.url().default('https://www.googleapis.com/youtube/v3'),
  BILLING_PROVIDER: z.enum(['dev', 'stripe']).optional(),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  STRIPE_INTRO_COUPON: optionalText,
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  STRIPE_WEBHOOK_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  COLLAB_REQUESTS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(10),
  FIRST_CONTACTS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(40),
  ...operationsSchema,
  JOB_WORKERS: z.enum(['server', 'off']).default('server'),
  TOKEN_ENCRYPTION_KEY: optionalText.pipe(
    z.string().regex(/^[A-Za-z0-9+/_-]{43}=?$/, 'must be 32 bytes in base64 (openssl rand -base64 32)').optional(),
  ),
  YOUTUBE_API_KEY: optionalText,
  YOUTUBE_DAILY_QUOTA: z.coerce.number().int().min(1).max(100_000_000).default(10_000),
  YOUTUBE_SYNC_HOURS: z.coerce.number().min(0.01).max(24 * 7).default(6),
  EMAIL_ENABLED: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => v === undefined || v === '' || v === 'true' || v === '1' || v === 'yes'),
  SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: optionalText,
  SMTP_PASS: optionalText,
  MAIL_FROM: optionalText,
  EMAIL_SIGNING_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  EMAIL_WEBHOOK_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  EMAIL_UNREAD_ALERT_MINUTES: z.coerce.number().min(0.01).max(24 * 60).default(15),
  DEV_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(1025),
});

export type Env = z.input<typeof envSchema>;

export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no proxy (the address is the peer's); a number N trusts N proxy hops
 * (the address is the N-th entry from the right of X-Forwarded-For); otherwise a comma-separated list of proxy
 * addresses or CIDR ranges. Never "any": the left-most X-Forwarded-For entry is whatever the client wrote.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return 'TRUST_PROXY=true would trust any X-Forwarded-For: give a hop count or proxy addresses';
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 16 ? hops : 'TRUST_PROXY hop count must be at most 16';
  }
  const list = value.split(',').map((v) => v.trim()).filter((v) => v !== '');
  const bad = list.find((v) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(v));
  if (bad !== undefined || list.length === 0) return `TRUST_PROXY entry "${bad ?? value}" is neither a hop count nor an address or CIDR range`;
  return list;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

export interface Config {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  firebase: { projectId: string; authEmulatorHost: string | undefined; webApiKey: string; authDomain: string };
  publicUrl: string;
  webRoot: string;
  remotesFile: string;
  comingSoon: boolean;
  launchDate: string | null;
  redisUrl: string | undefined;
  sessionSecret: string;
  seedChannels: number;
  /** Benchmarks only: a request may ask the discovery routes to skip their caches (never in production). */
  benchCacheSwitch: boolean;
  logLevel: string;
  rateLimit: {
    writesPerMinute: number;
    searchPerMinute: number;
    readsPerMinute: number;
    /** Sign-in and session calls (login, register, verify-channel): a budget of their own. */
    sessionPerMinute: number;
    /** Mark-as-read calls: a budget of their own, so reading never uses up the write budget. */
    markReadPerMinute: number;
    /** Per address, across accounts (counted before authentication). */
    addressWritesPerMinute: number;
    addressSignupsPerHour: number;
    /** Calls with a bad or expired token per address; past it, calls carrying a token are refused with 429. */
    addressBadTokensPerMinute: number;
  };
  /** Which proxies' X-Forwarded-For is believed (Fastify's trustProxy): false, a hop count, or addresses. */
  trustProxy: TrustProxy;
  /** Typing signals per second per user and conversation (excess dropped silently). */
  chatTypingPerSecond: number;
  /** Concurrent STOMP sessions per member; a newer one closes the oldest. */
  chatSessionsPerUser: number;
  /** One budget per user for chat messages, shared by POST /api/messages and STOMP SEND. */
  chatSendBudget: { burst: number; perSecond: number };
  /** Things an operator should know about this configuration (logged at start). */
  warnings: string[];
  oauth: {
    provider: 'dev' | 'google';
    clientId: string | undefined;
    clientSecret: string | undefined;
    authUrl: string;
    tokenUrl: string;
    youtubeApiUrl: string;
  };
  billing: {
    provider: 'dev' | 'stripe';
    stripeSecretKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    stripeApiUrl: string;
    stripeIntroCoupon: string | undefined;
    webhookToleranceSeconds: number;
    /** Webhook deliveries accepted per minute per sending address (its own budget, sized for Stripe bursts). */
    webhookPerMinute: number;
  };
  collabRequestsPerDay: number;
  /** Ceiling of new conversations a member may start in 24 hours (lower for newer accounts). */
  firstContactsPerDay: number;
  operations: {
    /** Seed the demo data set into an empty database at start (never in production unless SEED_ON_START=true). */
    seedOnStart: boolean;
    /** Serve the OpenAPI document and its browser at /api/docs. */
    apiDocs: boolean;
    /** Prepended to every Redis channel and key, so deployments can share one Redis. */
    redisPrefix: string;
    /** Prometheus metrics on their own listener; null: off. */
    metrics: { port: number; host: string } | null;
    /** How long /api/ready answers 503 before the instance stops taking work, so the balancer notices first. */
    drainDelayMs: number;
    /** The longest a graceful shutdown may take before the process exits anyway. */
    shutdownTimeoutMs: number;
  };
  /** 'server': this process works the background job queues; 'off': only sends them (workers run apart). */
  jobWorkers: 'server' | 'off';
  youtubeSync: {
    /** AES-256-GCM key of stored refresh tokens. */
    tokenKey: Buffer;
    apiKey: string | undefined;
    dailyQuota: number;
    memberIntervalMs: number;
  };
  email: EmailConfig;
}

export interface EmailConfig {
  /** Off: nothing is queued or sent. */
  enabled: boolean;
  /** The SMTP server; undefined in development and tests until the development mail catcher supplies one. */
  smtp: { url: string } | { host: string; port: number; user: string | undefined; pass: string | undefined } | undefined;
  from: string;
  /** HMAC key of unsubscribe tokens. */
  signingSecret: string;
  /** Shared secret of the bounce and complaint hook (unset: the hook is closed). */
  webhookSecret: string | undefined;
  /** How long a member stays away, with unread messages, before one alert email. */
  unreadAlertMs: number;
  /** Port of the development mail catcher (0: any free port). */
  devSmtpPort: number;
}

/** Every environment variable the server reads (the README's configuration table lists each one). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

// Development only (production refuses to start without TOKEN_ENCRYPTION_KEY): a fixed key, so tokens stored by
// one development run can be read by the next.
const DEVELOPMENT_TOKEN_KEY = Buffer.from('collabhub-development-token-key!', 'utf8');

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; throws one ConfigError naming every missing or invalid variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`);
  problems.push(...combinationProblems(env));
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid environment configuration (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const provider = e.OAUTH_PROVIDER ?? (isProduction ? 'google' : 'dev');
  const billingProvider = e.BILLING_PROVIDER ?? (isProduction ? 'stripe' : 'dev');
  // Already checked in combinationProblems, so this is never the error text here.
  const trustProxy = parseTrustProxy(e.TRUST_PROXY) as TrustProxy;
  const smtp = e.SMTP_URL
    ? { url: e.SMTP_URL }
    : e.SMTP_HOST ? { host: e.SMTP_HOST, port: e.SMTP_PORT, user: e.SMTP_USER, pass: e.SMTP_PASS } : undefined;
  const projectId = e.FIREBASE_PROJECT_ID;
  // Development exposes the Auth emulator and the development sign-in: only this machine may reach it unless
  // HOST says otherwise. Production listens on every interface (behind its proxy or load balancer).
  const warnings: string[] = [];
  const host = e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  if (!isProduction && e.HOST && !LOOPBACK_HOSTS.has(e.HOST)) {
    warnings.push(
      `HOST=${e.HOST}: the development server is reachable from other machines, including its Auth emulator ` +
        '(which accepts unsigned tokens) and the development sign-in. Use it only on a network you trust.',
    );
  }
  const usesEmulator = Boolean(e.FIREBASE_AUTH_EMULATOR_HOST);
  return {
    port: e.PORT,
    host,
    nodeEnv: e.NODE_ENV,
    isProduction,
    databaseUrl: e.DATABASE_URL,
    pgliteDataDir: e.PGLITE_DATA_DIR ?? path.join(REPO_ROOT, '.data', 'pglite'),
    firebase: {
      projectId,
      authEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
      webApiKey: e.FIREBASE_WEB_API_KEY ?? (usesEmulator ? 'demo-api-key' : ''),
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webRoot: e.WEB_ROOT ?? REPO_ROOT,
    remotesFile: e.REMOTES_FILE ?? path.join(REPO_ROOT, 'shell', 'public', 'remotes.json'),
    comingSoon: e.COMING_SOON,
    launchDate: e.LAUNCH_DATE ?? null,
    redisUrl: e.REDIS_URL,
    // Development: a fresh secret per process (sessions end on restart, which is fine locally).
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    seedChannels: e.SEED_CHANNELS,
    benchCacheSwitch: e.BENCH_CACHE_SWITCH && !isProduction,
    logLevel: e.LOG_LEVEL,
    rateLimit: {
      writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
      searchPerMinute: e.RATE_LIMIT_SEARCH_PER_MINUTE,
      readsPerMinute: e.RATE_LIMIT_READS_PER_MINUTE,
      sessionPerMinute: e.RATE_LIMIT_SESSION_PER_MINUTE,
      markReadPerMinute: e.RATE_LIMIT_MARK_READ_PER_MINUTE,
      addressWritesPerMinute: e.RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE,
      // Development serves one machine (every test account signs up from 127.0.0.1): production's cap is 20.
      addressSignupsPerHour: e.RATE_LIMIT_ADDRESS_SIGNUPS_PER_HOUR ?? (isProduction ? 20 : 1000),
      addressBadTokensPerMinute: e.RATE_LIMIT_ADDRESS_BAD_TOKENS_PER_MINUTE,
    },
    trustProxy,
    chatTypingPerSecond: e.CHAT_TYPING_PER_SECOND,
    chatSessionsPerUser: e.CHAT_SESSIONS_PER_USER,
    chatSendBudget: { burst: e.CHAT_SEND_BURST, perSecond: e.CHAT_SEND_PER_SECOND },
    warnings,
    oauth: {
      provider,
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      authUrl: e.GOOGLE_AUTH_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
      youtubeApiUrl: e.YOUTUBE_API_URL.replace(/\/+$/, ''),
    },
    billing: {
      provider: billingProvider,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApiUrl: e.STRIPE_API_URL.replace(/\/+$/, ''),
      stripeIntroCoupon: e.STRIPE_INTRO_COUPON,
      webhookToleranceSeconds: e.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      webhookPerMinute: e.STRIPE_WEBHOOK_PER_MINUTE,
    },
    collabRequestsPerDay: e.COLLAB_REQUESTS_PER_DAY,
    firstContactsPerDay: e.FIRST_CONTACTS_PER_DAY,
    operations: {
      seedOnStart: env.SEED_ON_START?.trim() ? e.SEED_ON_START === true : !isProduction,
      // Production decision: the API reference is not published unless API_DOCS=public says so.
      apiDocs: (e.API_DOCS ?? (isProduction ? 'off' : 'public')) === 'public',
      redisPrefix: e.REDIS_PREFIX ?? '',
      metrics: e.METRICS_PORT ? { port: e.METRICS_PORT, host: e.METRICS_HOST ?? '127.0.0.1' } : null,
      drainDelayMs: e.DRAIN_DELAY_MS,
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    },
    jobWorkers: e.JOB_WORKERS,
    youtubeSync: {
      tokenKey: e.TOKEN_ENCRYPTION_KEY ? Buffer.from(e.TOKEN_ENCRYPTION_KEY, 'base64') : DEVELOPMENT_TOKEN_KEY,
      apiKey: e.YOUTUBE_API_KEY,
      dailyQuota: e.YOUTUBE_DAILY_QUOTA,
      memberIntervalMs: Math.round(e.YOUTUBE_SYNC_HOURS * 3_600_000),
    },
    email: {
      enabled: e.EMAIL_ENABLED,
      smtp,
      from: e.MAIL_FROM ?? 'CollabHub <no-reply@collabhub.localhost>',
      // Development and tests: a fixed key, so links from one run still verify in the next.
      signingSecret: e.EMAIL_SIGNING_SECRET ?? 'collabhub-development-email-signing-key',
      webhookSecret: e.EMAIL_WEBHOOK_SECRET,
      unreadAlertMs: Math.round(e.EMAIL_UNREAD_ALERT_MINUTES * 60_000),
      devSmtpPort: e.DEV_SMTP_PORT,
    },
  };
}

const text = (v: string | undefined): string | undefined => (v && v.trim() !== '' ? v.trim() : undefined);

/**
 * The rules between variables, checked on the raw environment so they are reported together with the schema's
 * own problems (one message lists everything an operator has to fix).
 */
function combinationProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const isProduction = text(env.NODE_ENV) === 'production';
  const oauth = text(env.OAUTH_PROVIDER) ?? (isProduction ? 'google' : 'dev');
  const billing = text(env.BILLING_PROVIDER) ?? (isProduction ? 'stripe' : 'dev');
  if (oauth === 'google' && (!text(env.GOOGLE_CLIENT_ID) || !text(env.GOOGLE_CLIENT_SECRET))) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required when OAUTH_PROVIDER=google.');
  }
  if (billing === 'stripe' && (!text(env.STRIPE_SECRET_KEY) || !text(env.STRIPE_WEBHOOK_SECRET))) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when BILLING_PROVIDER=stripe.');
  }
  const trustProxy = parseTrustProxy(text(env.TRUST_PROXY));
  if (typeof trustProxy === 'string') problems.push(`TRUST_PROXY: ${trustProxy}`);
  if (!isProduction) return problems;
  if (text(env.FIREBASE_AUTH_EMULATOR_HOST)) {
    problems.push('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production: ' +
      'the Admin SDK would accept unsigned ID tokens from the emulator.');
  }
  if (!text(env.SESSION_SECRET)) problems.push('SESSION_SECRET is required when NODE_ENV=production (at least 32 characters).');
  if (oauth === 'dev') {
    problems.push('OAUTH_PROVIDER=dev is a development-only provider and is refused when NODE_ENV=production.');
  }
  if (billing === 'dev') {
    problems.push('BILLING_PROVIDER=dev is a development-only checkout and is refused when NODE_ENV=production.');
  }
  const emailEnabled = !['false', '0', 'no'].includes(text(env.EMAIL_ENABLED) ?? '');
  if (emailEnabled && ((!text(env.SMTP_URL) && !text(env.SMTP_HOST)) || !text(env.MAIL_FROM) || !text(env.EMAIL_SIGNING_SECRET))) {
    problems.push('SMTP_URL (or SMTP_HOST), MAIL_FROM and EMAIL_SIGNING_SECRET are required when NODE_ENV=production and ' +
      'email is enabled (EMAIL_ENABLED=false turns email off).');
  }
  if (!text(env.TOKEN_ENCRYPTION_KEY)) {
    problems.push('TOKEN_ENCRYPTION_KEY is required when NODE_ENV=production (32 bytes, base64: openssl rand -base64 32).');
  }
  const projectId = text(env.FIREBASE_PROJECT_ID);
  if (!projectId) problems.push('FIREBASE_PROJECT_ID is required when NODE_ENV=production (your Firebase project\'s id).');
  else if (projectId.startsWith('demo-')) {
    problems.push(`FIREBASE_PROJECT_ID=${projectId} is a demo project (emulator only); production needs a real Firebase project.`);
  }
  if (!text(env.FIREBASE_WEB_API_KEY)) {
    problems.push('FIREBASE_WEB_API_KEY is required when NODE_ENV=production (the web app\'s apiKey in the Firebase console).');
  }
  const credentials = text(env.GOOGLE_APPLICATION_CREDENTIALS);
  if (!credentials) {
    problems.push('GOOGLE_APPLICATION_CREDENTIALS is required when NODE_ENV=production: the path of the Firebase Admin ' +
      'service-account key (JSON), used to check revoked sessions.');
  } else {
    const problem = serviceAccountProblem(credentials);
    if (problem) problems.push(`GOOGLE_APPLICATION_CREDENTIALS: ${problem}`);
  }
  if (!text(env.PUBLIC_URL)) {
    problems.push('PUBLIC_URL is required when NODE_ENV=production (the address members use, e.g. https://collabhub.example).');
  }
  return problems;
}

/** Why the file is not a usable service-account key (Firebase Admin would fail on it later), or null. */
function serviceAccountProblem(file: string): string | null {
  let key: unknown;
  try {
    key = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    return (err as NodeJS.ErrnoException).code ? `cannot read ${file}.` : `${file} is not JSON.`;
  }
  const k = key as Record<string, unknown> | null;
  if (k?.type !== 'service_account' || typeof k.client_email !== 'string' || typeof k.private_key !== 'string') {
    return `${file} is not a service-account key (JSON with type "service_account", client_email and private_key).`;
  }
  return null;
}
