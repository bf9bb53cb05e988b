// The realtime chat server as a Fastify plugin: STOMP 1.2 over SockJS at /api/ws on the app's own HTTP server,
// plus GET /api/presence/{userId}. Register it once: `await app.register(realtimePlugin)`.
import type { FastifyInstance } from 'fastify';
import type { AccountService } from '../modules/auth/service';
import type { MessageRequestService } from '../modules/message-requests/service';
import type { SendBudget } from '../modules/chat/send-budget';
import type { ChatService } from '../modules/chat/service';
import type { NotificationService } from '../modules/notifications/service';
import { KeyedBudget } from '../modules/limits/keyed-budget';
import type { RelationshipPolicy } from '../modules/relationships/policy';
import { introduceOnAccept } from './accepted-presence';
import { createAppChatPort } from './app-chat-port';
import { ChatSignals } from './chat-signals';
import { LocalNotificationFanout, RedisNotificationFanout } from './notification-fanout';
import { NotificationPush } from './notification-push';
import { registerPresenceRoutes } from './presence-routes';
import { RealtimeServer } from './realtime-server';
import { RedisFanout } from './redis-fanout';
import { observeRealtime, timedChatPort } from './realtime-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The STOMP server of this instance (sessions, presence). */
    realtime: RealtimeServer;
  }
}

export interface RealtimePluginOptions {
  /** The per-user chat send budget shared with POST /api/messages. */
  sendBudget?: SendBudget;
  /** The app's one relationship policy (who may message whom, who sees whose presence). */
  relationships: RelationshipPolicy;
  /** The services it talks to (built by the composition root, services.ts); realtime reaches no repository. */
  chat: ChatService;
  notifications: NotificationService;
  account: AccountService;
  /** Its Accepts send each of the two members the other's presence. */
  messageRequests: MessageRequestService;
}

export async function realtimePlugin(app: FastifyInstance, opts: RealtimePluginOptions): Promise<void> {
  const redisPrefix = app.config.operations.redisPrefix;
  const fanout = app.config.redisUrl
    ? new RedisFanout(app.config.redisUrl, (msg, err) => app.log.warn({ err }, msg), redisPrefix)
    : undefined;
  const { relationships, chat } = opts;
  const typingBudget = new KeyedBudget<string>({ burst: Math.ceil(app.config.chatTypingPerSecond * 2), perSecond: app.config.chatTypingPerSecond });
  const server = new RealtimeServer({
    port: timedChatPort(createAppChatPort({ identity: app.identity, chat, account: opts.account, relationships }), app.metrics),
    messages: chat.chatEvents,
    logger: app.log,
    fanout,
    sendBudget: opts.sendBudget,
    options: { maxSessionsPerUser: app.config.chatSessionsPerUser },
    signals: (deliver) => new ChatSignals({
      deliver,
      participantsOf: (id) => chat.participantsOf(id),
      mayMessage: (from, to) => relationships.maySignal(from, to),
      typingBudget,
      reads: chat.chatEvents,
    }),
  });
  await server.start(app.server);
  app.decorate('realtime', server);
  observeRealtime(server, app.metrics);
  await registerPresenceRoutes(app, server, relationships);
  const notificationPush = new NotificationPush(server.hub, opts.notifications.events, app.config.redisUrl
    ? new RedisNotificationFanout(app.config.redisUrl, (msg, err) => app.log.warn({ err }, msg), redisPrefix)
    : new LocalNotificationFanout());
  await notificationPush.start();
  // A block's conversations-changed goes to the blocker's sessions on the same queue as notifications.
  app.notifications.events.on('account', notificationPush.relay);
  const stopIntroducing = introduceOnAccept({
    source: opts.messageRequests.events,
    maySeePresence: (viewer, subject) => relationships.maySeePresence(viewer, subject),
    sendPresence: (subject, viewer) => server.sendPresence(subject, viewer),
    warn: (msg, err) => app.log.warn({ err }, msg),
  });
  // Before the HTTP server stops: open SockJS streams and websockets would otherwise hold it open.
  app.addHook('preClose', async () => {
    app.notifications.events.off('account', notificationPush.relay);
    stopIntroducing();
    await notificationPush.close();
    await server.close();
  });
}

// Like fastify-plugin: the decoration and hooks belong to the app itself, not to an encapsulated child.
Object.assign(realtimePlugin, { [Symbol.for('skip-override')]: true });

export { RealtimeServer } from './realtime-server';
