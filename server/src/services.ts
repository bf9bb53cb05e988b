// The server's services and repositories, created once per app (in buildApp) and handed to the route modules
// through AppDeps. Repositories hold the queries; services hold the rules and receive their repositories here.
import type { Database } from './db/client';
import { UserRepository } from './modules/auth/repository';
import { AccountService } from './modules/auth/service';
import { ChannelRepository } from './modules/channels/repository';
import { HealthRepository } from './modules/health/repository';
import { HealthService } from './modules/health/service';
import { defaultImageProxyDeps, type ImageProxyDeps } from './modules/images/fetcher';
import { ImageProxyService } from './modules/images/service';
import { InvitationRepository } from './modules/invitations/repository';
import { InvitationService } from './modules/invitations/service';
import { LanguageRepository } from './modules/languages/repository';
import { LanguageService } from './modules/languages/service';
import { LegalService } from './modules/legal/service';
import { ProfileRepository } from './modules/profiles/repository';
import { ProfileService } from './modules/profiles/service';
import { SubscriptionRepository } from './modules/subscriptions/repository';
import { SubscriptionService } from './modules/subscriptions/service';
import { TagService } from './modules/tags/service';

export interface Repositories {
  users: UserRepository;
  channels: ChannelRepository;
  languages: LanguageRepository;
  profiles: ProfileRepository;
  invitations: InvitationRepository;
  subscriptions: SubscriptionRepository;
  health: HealthRepository;
}

export interface Services {
  repositories: Repositories;
  account: AccountService;
  profiles: ProfileService;
  invitations: InvitationService;
  languages: LanguageService;
  tags: TagService;
  subscriptions: SubscriptionService;
  health: HealthService;
  legal: LegalService;
  images: ImageProxyService;
}

export function createRepositories(database: Database): Repositories {
  const { db } = database;
  return {
    users: new UserRepository(db),
    channels: new ChannelRepository(db),
    languages: new LanguageRepository(db),
    profiles: new ProfileRepository(db),
    invitations: new InvitationRepository(db),
    subscriptions: new SubscriptionRepository(db),
    health: new HealthRepository(db),
  };
}

export function createServices(database: Database, opts: { imageProxy?: Partial<ImageProxyDeps> } = {}): Services {
  const repositories = createRepositories(database);
  const r = repositories;
  return {
    repositories,
    account: new AccountService(r.users, r.channels),
    profiles: new ProfileService(r.profiles, r.channels, r.languages),
    invitations: new InvitationService(r.invitations, r.channels),
    languages: new LanguageService(r.languages),
    tags: new TagService(r.channels),
    subscriptions: new SubscriptionService(r.subscriptions),
    health: new HealthService(r.health),
    legal: new LegalService(),
    images: new ImageProxyService({ ...defaultImageProxyDeps, ...opts.imageProxy }),
  };
}
