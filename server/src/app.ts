// Builds the Fastify application around an open database. main.ts (and the tests) own the database lifecycle.
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { HttpError } from './errors';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import { authEmulatorRoutes } from './modules/auth-emulator/routes';
import { authRoutes } from './modules/auth/routes';
import { avatarRoutes } from './modules/avatars/routes';
import { billingPublicRoutes, billingRoutes } from './modules/billing/routes';
import { bannerRoutes, channelPageRoutes } from './modules/channel-page/routes';
import { collabRequestRoutes } from './modules/collab-requests/routes';
import { collabFitRoutes } from './modules/collab-fit/routes';
import { blockRoutes } from './modules/blocks/routes';
import { messageRequestRoutes } from './modules/message-requests/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { channelRoutes } from './modules/channels/routes';
import { chatRoutes } from './modules/chat/routes';
import type { ChatService } from './modules/chat/service';
import { healthRoutes } from './modules/health/routes';
import { Readiness } from './modules/health/readiness';
import { readyRoutes } from './modules/health/ready-routes';
import type { ImageProxyDeps } from './modules/images/fetcher';
import { imageRoutes } from './modules/images/routes';
import { invitationRoutes } from './modules/invitations/routes';
import { languageRoutes } from './modules/languages/routes';
import { legalRoutes } from './modules/legal/routes';
import { relayMessageNotifications } from './modules/notifications/message-relay';
import { notificationRoutes } from './modules/notifications/routes';
import type { NotificationService } from './modules/notifications/service';
import { oauthRoutes } from './modules/oauth/routes';
import { profileRoutes } from './modules/profiles/routes';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import { tagRoutes } from './modules/tags/routes';
import { youtubeSyncRoutes } from './modules/youtube-sync/routes';
import { devSyncRoutes } from './modules/youtube-sync/dev-routes';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/error-handler';
import { registerRateLimits } from './plugins/rate-limits';
import { createIdentity, registerIdentity } from './plugins/identity';
import { createRemotesFile } from './plugins/remotes-file';
import { loggerOptions, registerRequestLogging } from './plugins/request-logging';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWeb } from './plugins/web';
import { realtimePlugin } from './realtime';
import { createServices } from './services';
import { registerHttpMetrics } from './ops/http-metrics';
import { createMetrics, type AppMetrics } from './ops/metrics';
import { safetyRoutes } from './modules/safety/routes';
import type { BackgroundJobs } from './jobs/background';
import { registerDevInboxRoutes } from './modules/email/dev-inbox-routes';
import { emailPreferenceRoutes, emailRoutes } from './modules/email/routes';
import { runEmail, type EmailRuntime } from './modules/email/email-runtime';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The chat service; the realtime server sends through it and listens on `app.chat.chatEvents`. */
    chat: ChatService;
    /** The notification centre; the realtime server pushes what `app.notifications.events` announces. */
    notifications: NotificationService;
    /** This instance's Prometheus metrics (served on METRICS_PORT by main.ts, never on the public port). */
    metrics: AppMetrics;
    /** /api/ready's state; a graceful shutdown starts by draining it. */
    readiness: Readiness;
    /** Background jobs (YouTube sync…); main.ts starts them once the database is migrated. */
    jobs: BackgroundJobs;
    /** Email (modules/email); main.ts starts the development mail catcher. */
    email: EmailRuntime;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Test seams for the avatar proxy's DNS and HTTP (the policy code stays real). */
  imageProxy?: Partial<ImageProxyDeps>;
  logger?: FastifyServerOptions['logger'];
  /** Mount the STOMP/SockJS realtime server on this app (default true). */
  realtime?: boolean;
  /** Shorter HTTP timeouts for tests. */
  timeouts?: Partial<HttpTimeouts>;
}

export interface HttpTimeouts {
  /** Time a client has to send its request headers (slow-header clients are cut off). */
  headersMs: number;
  /** Time a client has to send its whole request, body included. */
  requestMs: number;
  /** Time an idle keep-alive connection stays open. */
  keepAliveMs: number;
  /** How often the server looks for connections past those times. */
  checkEveryMs: number;
}

// Responses may stream for as long as they need (SockJS streaming, websockets after the upgrade): these bound
// only how long a client may take to send its request, and how long an idle connection is kept.
export const HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, checkEveryMs: 1_000 };

/** Trusts the nearest `hops` proxies (what Fastify does at run time for a number, which its types do not allow). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp({ config, db, imageProxy, logger, realtime = true, timeouts }: BuildAppOptions): Promise<FastifyInstance> {
  const t = { ...HTTP_TIMEOUTS, ...timeouts };
  const app = Fastify({
    http: { headersTimeout: t.headersMs, requestTimeout: t.requestMs, connectionsCheckingInterval: t.checkEveryMs },
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    logger: logger ?? loggerOptions(config),
    // One line per request, written by registerRequestLogging, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (a hop count or addresses), never from
    // anyone: request.ip, which the address-keyed budgets use, is then the client's address as that proxy saw it.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  // zod runs a string's length checks on a value that is not a string too: an object whose `length` cannot become a
  // number (`{"length": {"toString": null}}`) throws from inside the check. Such a value is the client's mistake.
  app.setValidatorCompiler((route: Parameters<typeof validatorCompiler>[0]) => {
    const validate = validatorCompiler(route);
    return (data: unknown) => {
      try {
        return validate(data);
      } catch {
        return { error: new HttpError(400, 'Invalid request', { [route.httpPart ?? 'body']: 'Invalid input' }) };
      }
    };
  });
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestLogging(app, config);
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  registerHttpMetrics(app, metrics);
  metrics.setSources({ pool: () => db.poolStats?.() ?? null });

  // The live remotes.json: the security policy admits exactly the origins it names, and /remotes.json serves it.
  const remotesFile = createRemotesFile(config.remotesFile, { production: config.isProduction, log: app.log });
  registerSecurityHeaders(app, config, remotesFile);
  await app.register(cookie, { secret: config.sessionSecret });
  await registerRateLimits(app, config);
  // Production publishes the API reference only when API_DOCS=public (docs/deploy.md).
  if (config.operations.apiDocs) await registerDocs(app);

  const { identity, close: closeIdentity } = createIdentity(config);
  registerIdentity(app, db, identity);
  // Every repository and service, built once (services.ts); routes and realtime are handed what they use.
  const services = createServices({
    config, database: db, log: app.log, imageProxy, work: config.jobWorkers === 'server',
    // The realtime plugin (when mounted) knows who has a live session, on this instance or (with Redis) another.
    isOnline: async (userId) => (app.hasDecorator('realtime') ? (await app.realtime.presenceOf(userId)).online : false),
  });
  const { chat, notifications, jobs, relationships } = services;
  const stopRelay = relayMessageNotifications(chat, notifications, app.log);
  // The relationship policy learns of every committed message.
  chat.chatEvents.on('message', (m) => relationships.noteWritten(m.senderId, m.recipientId));
  // No notification crosses a block (collaboration requests, invitations, reviews…: whatever names its sender).
  notifications.suppressWhen((userId, senderId) => relationships.blockedEitherWay(userId, senderId));
  app.decorate('config', config);
  app.decorate('database', db);
  app.decorate('chat', chat);
  app.decorate('notifications', notifications);
  app.decorate('jobs', jobs);
  const email = runEmail({
    service: services.email, config, log: app.log, chat, notificationEvents: notifications.events,
  });
  app.decorate('email', email);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await email.close();
    stopRelay();
    notifications.events.removeAllListeners();
    chat.chatEvents.removeAllListeners();
    await closeIdentity();
  });

  chat.chatEvents.on('message', () => metrics.chatMessagesPersisted.inc());

  const deps: AppDeps = { config, database: db, ...services };
  for (const warning of config.warnings) app.log.warn(warning);
  const readiness = new Readiness(services.health, config.redisUrl);
  app.decorate('readiness', readiness);
  app.addHook('onClose', async () => readiness.close());
  await app.register(readyRoutes, { readiness });
  for (const routes of [
    healthRoutes, authEmulatorRoutes, authRoutes, channelRoutes, profileRoutes, tagRoutes, languageRoutes, notificationRoutes,
    invitationRoutes, subscriptionRoutes, chatRoutes, imageRoutes, avatarRoutes, legalRoutes, oauthRoutes,
    billingRoutes, channelPageRoutes, collabRequestRoutes, reviewRoutes, safetyRoutes, youtubeSyncRoutes, devSyncRoutes,
    emailRoutes,
    // Second route groups of modules that have both authenticated and public routes (each group declares auth once).
    billingPublicRoutes, bannerRoutes, emailPreferenceRoutes,
    collabFitRoutes,
    blockRoutes, messageRequestRoutes,
  ]) {
    await app.register(routes, deps);
  }
  if (!config.isProduction) registerDevInboxRoutes(app, () => email.devInbox());
  if (realtime) await app.register(realtimePlugin, { ...services });
  await registerWeb(app, config, remotesFile);
  return app;
}
