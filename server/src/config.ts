import { randomBytes } from 'node:crypto';
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_SEARCH_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
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
  COLLAB_REQUESTS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(10),
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
  logLevel: string;
  rateLimit: { writesPerMinute: number; searchPerMinute: number; readsPerMinute: number };
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
  };
  collabRequestsPerDay: number;
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

// Development only (production refuses to start without TOKEN_ENCRYPTION_KEY): a fixed key, so tokens stored by
// one development run can be read by the next.
const DEVELOPMENT_TOKEN_KEY = Buffer.from('collabhub-development-token-key!', 'utf8');

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && e.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new ConfigError(
      'FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production: ' +
        'the Admin SDK would accept unsigned ID tokens from the emulator.',
    );
  }
  if (isProduction && !e.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production (at least 32 characters).');
  }
  const provider = e.OAUTH_PROVIDER ?? (isProduction ? 'google' : 'dev');
  if (provider === 'dev' && isProduction) {
    throw new ConfigError('OAUTH_PROVIDER=dev is a development-only provider and is refused when NODE_ENV=production.');
  }
  if (provider === 'google' && (!e.GOOGLE_CLIENT_ID || !e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required when OAUTH_PROVIDER=google.');
  }
  const billingProvider = e.BILLING_PROVIDER ?? (isProduction ? 'stripe' : 'dev');
  if (billingProvider === 'dev' && isProduction) {
    throw new ConfigError('BILLING_PROVIDER=dev is a development-only checkout and is refused when NODE_ENV=production.');
  }
  if (billingProvider === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when BILLING_PROVIDER=stripe.');
  }
  if (isProduction && !e.TOKEN_ENCRYPTION_KEY) {
    throw new ConfigError('TOKEN_ENCRYPTION_KEY is required when NODE_ENV=production (32 bytes, base64: openssl rand -base64 32).');
  }
  const smtp = e.SMTP_URL
    ? { url: e.SMTP_URL }
    : e.SMTP_HOST ? { host: e.SMTP_HOST, port: e.SMTP_PORT, user: e.SMTP_USER, pass: e.SMTP_PASS } : undefined;
  if (isProduction && e.EMAIL_ENABLED && (!smtp || !e.MAIL_FROM || !e.EMAIL_SIGNING_SECRET)) {
    throw new ConfigError(
      'SMTP_URL (or SMTP_HOST), MAIL_FROM and EMAIL_SIGNING_SECRET are required when NODE_ENV=production and ' +
        'email is enabled (EMAIL_ENABLED=false turns email off).',
    );
  }
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
    logLevel: e.LOG_LEVEL,
    rateLimit: {
      writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
      searchPerMinute: e.RATE_LIMIT_SEARCH_PER_MINUTE,
      readsPerMinute: e.RATE_LIMIT_READS_PER_MINUTE,
    },
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
    },
    collabRequestsPerDay: e.COLLAB_REQUESTS_PER_DAY,
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
