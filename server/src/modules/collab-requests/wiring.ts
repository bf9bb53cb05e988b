// Builds the collaboration services once (in buildApp): requests, reviews, channel page.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ChannelPageService } from '../channel-page/service';
import { CollaborationRepository } from '../channel-page/repository';
import { ChannelRepository } from '../channels/repository';
import type { ChatService } from '../chat/service';
import type { NotificationService } from '../notifications/service';
import { ReviewRepository } from '../reviews/repository';
import { ReviewService } from '../reviews/service';
import type { Sanctions } from '../safety/sanctions';
import type { RelationshipPolicy } from '../relationships/policy';
import { CollabRequestRepository } from './repository';
import { CollabRequestService } from './service';

export function createCollaborationServices(
  config: Config, db: Db, chat: ChatService, notifications: NotificationService, sanctions?: Sanctions,
  relationships?: RelationshipPolicy,
) {
  const channels = new ChannelRepository(db);
  const collaboration = new CollaborationRepository(db);
  const requests = new CollabRequestRepository(db);
  const reviews = new ReviewService(new ReviewRepository(db), channels, requests, collaboration);
  return {
    collabRequests: new CollabRequestService(
      requests, channels, collaboration, chat, config.collabRequestsPerDay, (row) => notifications.notify([row]),
      sanctions ? (userId) => sanctions.isRestricted(userId) : undefined,
      relationships ? (from, to) => relationships.assertMayRequest(from, to) : undefined,
    ),
    reviews,
    channelPage: new ChannelPageService(channels, collaboration, requests, reviews),
  };
}
