// What route modules receive: configuration, the database and the shared services.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { UserRow } from './db/schema';
import { forbidden, unauthorized } from './errors';
import type { SendBudget } from './modules/chat/send-budget';
import type { BillingService } from './modules/billing/service';
import type { ChannelPageService } from './modules/channel-page/service';
import type { CollabRequestService } from './modules/collab-requests/service';
import type { ReviewService } from './modules/reviews/service';
import type { ChatService } from './modules/chat/service';
import type { RelationshipPolicy } from './modules/relationships/policy';
import type { ImageProxyDeps } from './modules/images/fetcher';
import type { NotificationService } from './modules/notifications/service';
import type { SafetyServices } from './modules/safety/wiring';
import type { BlockService } from './modules/blocks/service';
import type { MessageRequestService } from './modules/message-requests/service';
import type { Services } from './services';
import type { BackgroundJobs } from './jobs/background';
import type { EmailService } from './modules/email/service';

export interface AppDeps {
  config: Config;
  database: Database;
  chat: ChatService;
  /** The per-user chat send budget, shared by REST and STOMP. */
  sendBudget: SendBudget;
  notifications: NotificationService;
  /** Background jobs and the YouTube sync service. */
  jobs: BackgroundJobs;
  billing: BillingService;
  /** Who may message whom and see whose presence (modules/relationships); asked by every path. */
  relationships: RelationshipPolicy;
  collabRequests: CollabRequestService;
  reviews: ReviewService;
  channelPage: ChannelPageService;
  /** Reports, the moderation queue, sanctions and the visibility of held messages (modules/safety). */
  safety: SafetyServices;
  /** Block: writes member_blocks and ends what a block ends (modules/blocks; the rules are the policy's). */
  blocks: BlockService;
  /** Message requests: conversation folders, a request's preview, Accept and Delete (modules/message-requests). */
  messageRequests: MessageRequestService;
  /** Every domain's service, created once by buildApp (see services.ts). */
  services: Services;
  imageProxy?: Partial<ImageProxyDeps>;
  /** Email: preferences, unsubscribe, and the jobs that send (modules/email). */
  email: EmailService;
}

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/**
 * Declares authentication once for a route group: every route registered on `app` (an encapsulated plugin
 * context, as each route module is) runs `hook` first — the bearer token by default.
 */
export function requireAuthentication(app: FastifyInstance, hook = app.authenticate): void {
  app.addHook('onRequest', hook);
}

/** The registered caller; 403 when the token is valid but the account has not been registered yet. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized();
  if (!request.auth.user) throw forbidden('Account not registered: call /api/register first');
  return request.auth.user;
}

/** Route config of the rate-limit classes (plugins/rate-limits.ts): one budget per caller and class. */
export const writeLimit = (_deps?: AppDeps) => ({ limit: 'write' as const });
export const searchLimit = (_deps?: AppDeps) => ({ limit: 'search' as const });
