// The composition root: every repository and service of the server is created here, once per app (buildApp) or
// per worker process (worker.ts), and handed to the route modules (as AppDeps) and to realtime. Repositories
// hold the queries; services hold the rules and receive their repositories here. Nothing else constructs a
// repository (eslint.config.mjs refuses `new …Repository(` elsewhere; a repository may open itself on a transaction).
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { registerProductJobs } from './jobs/product-jobs';
import { createBackgroundJobs, type BackgroundJobs } from './jobs/background';
import type { JobLog } from './jobs/job-runner';
import { UserRepository } from './modules/auth/repository';
import { AccountService } from './modules/auth/service';
import { createDevPaymentProvider } from './modules/billing/dev-provider';
import { BillingRepository } from './modules/billing/repository';
import { BillingService } from './modules/billing/service';
import { createStripeProvider } from './modules/billing/stripe-provider';
import { CollaborationRepository } from './modules/channel-page/repository';
import { ChannelPageService } from './modules/channel-page/service';
import { ChannelCountsRepository } from './modules/channels/channel-counts';
import { ListingMarksRepository } from './modules/channels/listing-marks';
import { RecentActivityRepository } from './modules/channels/recent-activity';
import { SearchPostingsRepository } from './modules/channels/search-postings';
import { ChannelRepository } from './modules/channels/repository';
import { ChatRepository } from './modules/chat/repository';
import { SendBudget } from './modules/chat/send-budget';
import { ChatService } from './modules/chat/service';
import { BlockRepository } from './modules/blocks/repository';
import { BlockService } from './modules/blocks/service';
import { FitCountsRepository } from './modules/collab-fit/fit-counts';
import { CollabFitRepository } from './modules/collab-fit/repository';
import { CollabFitService } from './modules/collab-fit/service';
import { CollabRequestRepository } from './modules/collab-requests/repository';
import { CollabRequestService } from './modules/collab-requests/service';
import { createInAppPreferences } from './modules/email/in-app-preferences';
import { EmailRepository } from './modules/email/repository';
import { EmailService } from './modules/email/service';
import { HealthRepository } from './modules/health/repository';
import { HealthService } from './modules/health/service';
import { defaultImageProxyDeps, type ImageProxyDeps } from './modules/images/fetcher';
import { ImageProxyService } from './modules/images/service';
import { InvitationJoinNotifier } from './modules/invitations/join-notifier';
import { InvitationRepository } from './modules/invitations/repository';
import { InvitationService } from './modules/invitations/service';
import { LanguageRepository } from './modules/languages/repository';
import { LanguageService } from './modules/languages/service';
import { LegalService } from './modules/legal/service';
import { MessageRequestRepository } from './modules/message-requests/repository';
import { MessageRequestService } from './modules/message-requests/service';
import { NotificationRepository } from './modules/notifications/repository';
import { NotificationService } from './modules/notifications/service';
import { ChannelClaims } from './modules/oauth/channel-claim';
import { ConnectFlow } from './modules/oauth/connect-flow';
import { createDevProvider, type DevProvider } from './modules/oauth/dev-provider';
import { FlowStore } from './modules/oauth/flow-store';
import { createGoogleProvider, googleOptionsFrom } from './modules/oauth/google-provider';
import { ProfileRepository } from './modules/profiles/repository';
import { ProfileService } from './modules/profiles/service';
import { FirstContactQuota } from './modules/relationships/first-contact-quota';
import { createRelationshipPolicy, type RelationshipPolicy } from './modules/relationships/policy';
import { RelationshipRepository } from './modules/relationships/repository';
import { ReviewRepository } from './modules/reviews/repository';
import { ReviewService } from './modules/reviews/service';
import { MessageVisibility } from './modules/safety/message-visibility';
import { ModerationService } from './modules/safety/moderation-service';
import { ReportService } from './modules/safety/report-service';
import { ReportedItems } from './modules/safety/reported-items';
import { SafetyRepository } from './modules/safety/repository';
import { Sanctions } from './modules/safety/sanctions';
import { SubscriptionRepository } from './modules/subscriptions/repository';
import { SubscriptionService } from './modules/subscriptions/service';
import { TagService } from './modules/tags/service';
import type { YouTubeDataSource } from './modules/youtube-sync/data-source';
import { createDevDataSource } from './modules/youtube-sync/dev-data-source';
import { createGoogleDataSource } from './modules/youtube-sync/google-data-source';
import { QuotaLedger } from './modules/youtube-sync/quota-ledger';
import { SyncRepository } from './modules/youtube-sync/repository';
import { YouTubeSyncService, type SyncClock } from './modules/youtube-sync/service';
import { TokenCipher } from './modules/youtube-sync/token-cipher';

export interface Repositories {
  users: UserRepository;
  channels: ChannelRepository;
  /** The listing marks of discovery's deep pages, rebuilt by a job (modules/channels/listing-marks.ts). */
  listingMarks: ListingMarksRepository;
  recentActivity: RecentActivityRepository;
  /** Discovery's channel counts, kept by triggers and folded by a job (modules/channels/channel-counts.ts). */
  channelCounts: ChannelCountsRepository;
  /** Name search's posting lists of frequent terms, rebuilt by a job (modules/channels/search-postings.ts). */
  searchPostings: SearchPostingsRepository;
  languages: LanguageRepository;
  profiles: ProfileRepository;
  invitations: InvitationRepository;
  subscriptions: SubscriptionRepository;
  health: HealthRepository;
  chat: ChatRepository;
  notifications: NotificationRepository;
  relationships: RelationshipRepository;
  safety: SafetyRepository;
  billing: BillingRepository;
  email: EmailRepository;
  sync: SyncRepository;
  collaboration: CollaborationRepository;
  collabRequests: CollabRequestRepository;
  reviews: ReviewRepository;
  collabFit: CollabFitRepository;
  /** The fit sort's counts, kept by triggers and folded by a job (modules/collab-fit/fit-counts.ts). */
  fitCounts: FitCountsRepository;
  blocks: BlockRepository;
  messageRequests: MessageRequestRepository;
}

/** Reports, the moderation queue, sanctions and the visibility of held messages (modules/safety). */
export interface SafetyServices {
  reports: ReportService;
  moderation: ModerationService;
  sanctions: Sanctions;
  messageVisibility: MessageVisibility;
}

/** The channel connect (modules/oauth): its flow, the pending-flow store, and the development provider if any. */
export interface OAuthServices {
  flow: ConnectFlow;
  flows: FlowStore;
  /** The development provider (OAUTH_PROVIDER=dev outside production), whose consent page has routes of its own. */
  devProvider: DevProvider | null;
}

/** Every service of the server: the one registry route modules receive (AppDeps) and realtime is given from. */
export interface Services {
  account: AccountService;
  profiles: ProfileService;
  invitations: InvitationService;
  languages: LanguageService;
  tags: TagService;
  subscriptions: SubscriptionService;
  health: HealthService;
  legal: LegalService;
  images: ImageProxyService;
  chat: ChatService;
  /** The per-user chat send budget, shared by REST and STOMP. */
  sendBudget: SendBudget;
  notifications: NotificationService;
  /** Who may message whom and see whose presence (modules/relationships); asked by every path. */
  relationships: RelationshipPolicy;
  /** Reports, the moderation queue, sanctions and the visibility of held messages (modules/safety). */
  safety: SafetyServices;
  billing: BillingService;
  collabRequests: CollabRequestService;
  reviews: ReviewService;
  channelPage: ChannelPageService;
  /** The two-way collab-fit score, similar channels and saved searches (modules/collab-fit). */
  collabFit: CollabFitService;
  /** Block: writes member_blocks and ends what a block ends (modules/blocks; the rules are the policy's). */
  blocks: BlockService;
  /** Message requests: conversation folders, a request's preview, Accept and Delete (modules/message-requests). */
  messageRequests: MessageRequestService;
  /** Email: preferences, unsubscribe, and the jobs that send (modules/email). */
  email: EmailService;
  /** Background jobs and the YouTube sync service. */
  jobs: BackgroundJobs;
  oauth: OAuthServices;
}

export interface CompositionOptions {
  config: Config;
  database: Database;
  log: JobLog;
  /** Test seams for the avatar proxy's DNS and HTTP (the policy code stays real). */
  imageProxy?: Partial<ImageProxyDeps>;
  /** Whether a member has a live realtime session on any instance (email holds back what they see live). */
  isOnline?: (userId: number) => Promise<boolean>;
  /** Whether this process works the job queues (JOB_WORKERS=server) or only sends jobs. */
  work: boolean;
  /** Test seam: the YouTube sync's clock. */
  clock?: SyncClock;
}

export function createRepositories(db: Db): Repositories {
  return {
    users: new UserRepository(db),
    channels: new ChannelRepository(db),
    listingMarks: new ListingMarksRepository(db),
    recentActivity: new RecentActivityRepository(db),
    channelCounts: new ChannelCountsRepository(db),
    searchPostings: new SearchPostingsRepository(db),
    languages: new LanguageRepository(db),
    profiles: new ProfileRepository(db),
    invitations: new InvitationRepository(db),
    subscriptions: new SubscriptionRepository(db),
    health: new HealthRepository(db),
    chat: new ChatRepository(db),
    notifications: new NotificationRepository(db),
    relationships: new RelationshipRepository(db),
    safety: new SafetyRepository(db),
    billing: new BillingRepository(db),
    email: new EmailRepository(db),
    sync: new SyncRepository(db),
    collaboration: new CollaborationRepository(db),
    collabRequests: new CollabRequestRepository(db),
    reviews: new ReviewRepository(db),
    collabFit: new CollabFitRepository(db),
    fitCounts: new FitCountsRepository(db),
    blocks: new BlockRepository(db),
    messageRequests: new MessageRequestRepository(db),
  };
}

/** The YouTube sync's data source: the Google adapter, or (development only) the offline provider whose numbers move a little on each read. */
export function createDataSource(config: Config, repo: SyncRepository): YouTubeDataSource {
  if (config.oauth.provider === 'dev' && !config.isProduction) {
    return createDevDataSource(async (ids) => (await repo.numbersByYoutubeIds(ids)).map((r) => ({
      youtubeId: r.youtubeId, subscribers: Number(r.subscribers), views: Number(r.views), videos: r.videos, description: r.description,
    })));
  }
  const { clientId, clientSecret, tokenUrl, youtubeApiUrl } = config.oauth;
  if (!clientId || !clientSecret) throw new Error('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required');
  return createGoogleDataSource({ clientId, clientSecret, tokenUrl, youtubeApiUrl, apiKey: config.youtubeSync.apiKey });
}

/**
 * What a job-working process needs, with every queue registered (jobs/product-jobs.ts): the server builds it as part
 * of createServices, worker.ts alone, so both work the same queues.
 */
export function createBackgroundServices(
  opts: Pick<CompositionOptions, 'config' | 'database' | 'log' | 'work' | 'clock' | 'isOnline'>, r = createRepositories(opts.database.db),
): { repositories: Repositories; notifications: NotificationService; jobs: BackgroundJobs; email: EmailService; collabFit: CollabFitService } {
  const { config, database } = opts;
  const notifications = new NotificationService(r.notifications, createInAppPreferences(r.email));
  const youtube = new YouTubeSyncService(
    r.sync,
    new QuotaLedger(database.db, config.youtubeSync.dailyQuota),
    createDataSource(config, r.sync),
    new TokenCipher(config.youtubeSync.tokenKey),
    notifications,
    opts.clock,
  );
  const jobs = createBackgroundJobs({ config, database, youtube, log: opts.log, work: opts.work });
  const collabFit = new CollabFitService(r.collabFit, notifications);
  const email = new EmailService({
    config, repo: r.email, runner: jobs.runner, log: opts.log, isOnline: opts.isOnline ?? (async () => false),
    savedSearches: (userId, since, until) => collabFit.digestMatches(userId, since, until),
  });
  registerProductJobs(jobs, {
    email, collabFit, listingMarks: r.listingMarks, channelCounts: r.channelCounts, fitCounts: r.fitCounts,
    searchPostings: r.searchPostings, recentActivity: r.recentActivity,
  });
  return { repositories: r, notifications, jobs, email, collabFit };
}

function createBillingService(config: Config, repo: BillingRepository, log: JobLog): BillingService {
  // The development checkout never runs in production (loadConfig refuses it too).
  const provider = config.billing.provider === 'stripe' || config.isProduction
    ? createStripeProvider({
      apiUrl: config.billing.stripeApiUrl,
      secretKey: config.billing.stripeSecretKey ?? '',
      webhookSecret: config.billing.stripeWebhookSecret ?? '',
      webhookToleranceSeconds: config.billing.webhookToleranceSeconds,
      introCoupon: config.billing.stripeIntroCoupon,
      log,
    })
    : createDevPaymentProvider(repo);
  return new BillingService(repo, provider, config.publicUrl);
}

/** All repositories, then all services, in dependency order. */
export function createServices(opts: CompositionOptions): Services {
  const { config, database } = opts;
  const { db } = database;
  const { repositories: r, notifications, jobs, email, collabFit } = createBackgroundServices(opts);
  const chat = new ChatService(db, r.chat);
  const safetyRepo = r.safety;
  const safety: SafetyServices = {
    reports: new ReportService(safetyRepo, new ReportedItems(db)),
    moderation: new ModerationService(safetyRepo, (row) => notifications.notify([row])),
    sanctions: new Sanctions(safetyRepo),
    messageVisibility: new MessageVisibility(safetyRepo),
  };
  // New-account limits: one allowance of first contacts per member, asked by the relationship policy and requests.
  const firstContactQuota = new FirstContactQuota(db, {
    conversationsPerDay: config.firstContactsPerDay, requestsPerDay: config.collabRequestsPerDay,
  });
  // The one relationship policy, shared by REST, STOMP and presence.
  const relationships = createRelationshipPolicy(r.relationships, safety.sanctions, firstContactQuota);
  const reviews = new ReviewService(r.reviews, r.channels, r.collabRequests, r.collaboration);
  // The development provider never runs in production (loadConfig refuses it too).
  const devProvider = config.oauth.provider === 'dev' && !config.isProduction ? createDevProvider(r.channels) : null;
  const flows = new FlowStore(db);
  const joins = new InvitationJoinNotifier(r.invitations, notifications);
  const flow = new ConnectFlow(
    devProvider ?? createGoogleProvider(googleOptionsFrom(config)), flows, new ChannelClaims(db, joins), config.sessionSecret,
    async (c) => {
      if (!c.refreshToken) return;
      await jobs.youtube.saveGrant(c.channelId, c.userId, c.refreshToken);
      await jobs.syncMemberSoon(c.channelId);
    },
  );
  return {
    account: new AccountService(r.users, r.channels),
    profiles: new ProfileService(r.profiles, r.channels, r.languages),
    invitations: new InvitationService(r.invitations, r.channels),
    languages: new LanguageService(r.languages),
    tags: new TagService(r.channels),
    subscriptions: new SubscriptionService(r.subscriptions),
    health: new HealthService(r.health),
    legal: new LegalService(),
    images: new ImageProxyService({ ...defaultImageProxyDeps, ...opts.imageProxy }),
    chat,
    sendBudget: new SendBudget(config.chatSendBudget),
    notifications,
    relationships,
    safety,
    billing: createBillingService(config, r.billing, opts.log),
    collabRequests: new CollabRequestService(
      r.collabRequests, r.channels, r.collaboration, chat, config.collabRequestsPerDay, (row) => notifications.notify([row]),
      (userId) => safety.sanctions.isRestricted(userId),
      (userId) => firstContactQuota.assertMayRequest(userId),
      (from, to) => relationships.assertMayRequest(from, to),
    ),
    reviews,
    collabFit,
    blocks: new BlockService(r.blocks, relationships, notifications),
    messageRequests: new MessageRequestService(r.messageRequests, notifications),
    channelPage: new ChannelPageService(r.channels, r.collaboration, r.collabRequests, reviews),
    email,
    jobs,
    oauth: { flow, flows, devProvider },
  };
}
