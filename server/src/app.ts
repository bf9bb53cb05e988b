// Builds the Fastify application around an open database. main.ts (and the tests) own the database lifecycle.
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import { authEmulatorRoutes } from './modules/auth-emulator/routes';
import { authRoutes } from './modules/auth/routes';
import { avatarRoutes } from './modules/avatars/routes';
import { channelRoutes } from './modules/channels/routes';
import { chatRoutes } from './modules/chat/routes';
import { createChatService, type ChatService } from './modules/chat/service';
import { healthRoutes } from './modules/health/routes';
import type { ImageProxyDeps } from './modules/images/fetcher';
import { imageRoutes } from './modules/images/routes';
import { invitationRoutes } from './modules/invitations/routes';
import { languageRoutes } from './modules/languages/routes';
import { legalRoutes } from './modules/legal/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { oauthRoutes } from './modules/oauth/routes';
import { profileRoutes } from './modules/profiles/routes';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import { tagRoutes } from './modules/tags/routes';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/error-handler';
import { createIdentity, registerIdentity } from './plugins/identity';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWeb } from './plugins/web';
import { realtimePlugin } from './realtime';
import { createServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The chat service; the realtime server sends through it and listens on `app.chat.chatEvents`. */
    chat: ChatService;
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
}

export async function buildApp({ config, db, imageProxy, logger, realtime = true }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Request ids in logs; trust X-Forwarded-* only behind a proxy in production.
    trustProxy: config.isProduction,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerSecurityHeaders(app, config);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Rate limit exceeded, retry in ${ctx.after}`,
    }),
  });
  await registerDocs(app);

  const { identity, close: closeIdentity } = createIdentity(config);
  registerIdentity(app, db, identity);
  const chat = createChatService(db.db);
  app.decorate('config', config);
  app.decorate('database', db);
  app.decorate('chat', chat);
  app.addHook('onClose', async () => {
    chat.chatEvents.removeAllListeners();
    await closeIdentity();
  });

  const deps: AppDeps = { config, database: db, chat, services: createServices(db, { imageProxy }), imageProxy };
  for (const routes of [
    healthRoutes, authEmulatorRoutes, authRoutes, channelRoutes, profileRoutes, tagRoutes, languageRoutes, notificationRoutes,
    invitationRoutes, subscriptionRoutes, chatRoutes, imageRoutes, avatarRoutes, legalRoutes, oauthRoutes,
  ]) {
    await app.register(routes, deps);
  }
  if (realtime) await app.register(realtimePlugin);
  await registerWeb(app, config);
  return app;
}
