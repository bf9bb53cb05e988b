// Reviews: after an accepted collaboration request either side may review the other's channel, once (editable).
// Reading them is premium (the channel's owner always sees their own).
import type { ChannelReviews, Review } from 'shared-api';
import type { UserRow } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import type { ChannelRepository } from '../channels/repository';
import type { CollabRequestRepository } from '../collab-requests/repository';
import type { CollaborationRepository } from '../channel-page/repository';
import type { ReviewRepository, ReviewWithAuthor } from './repository';

export const REVIEW_NEEDS_COLLABORATION = 'You can review a channel after a collaboration request between you was accepted.';

export function toReviewDto(r: ReviewWithAuthor): Review {
  return {
    id: r.id,
    channelId: r.channelId,
    authorUserId: r.authorUserId,
    authorName: r.authorName ?? 'A CollabHub member',
    authorThumbnail: r.authorThumbnail,
    authorChannelId: r.authorChannelId,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export class ReviewService {
  constructor(
    private readonly repo: ReviewRepository,
    private readonly channels: ChannelRepository,
    private readonly requests: CollabRequestRepository,
    private readonly collaboration: CollaborationRepository,
  ) {}

  /** Full reviews for premium callers and the owner; the count for everyone. */
  async forChannel(user: UserRow, channelId: number): Promise<ChannelReviews> {
    const channel = await this.channels.findById(channelId);
    if (!channel) throw notFound('Channel not found');
    if (!user.isPremium && channel.ownerUserId !== user.id) {
      return { count: await this.collaboration.reviewCount(channelId) };
    }
    const reviews = (await this.repo.ofChannel(channelId)).map(toReviewDto);
    return { count: Math.max(reviews.length, await this.collaboration.reviewCount(channelId)), reviews };
  }

  async mine(user: UserRow, channelId: number): Promise<Review | null> {
    const row = await this.repo.byAuthor(channelId, user.id);
    return row ? toReviewDto(row) : null;
  }

  /** The accepted request that lets `user` review the channel, or null. */
  async permission(user: UserRow, channelOwnerId: number | null) {
    if (channelOwnerId === null || channelOwnerId === user.id) return null;
    return this.requests.acceptedBetween(user.id, channelOwnerId);
  }

  async write(user: UserRow, channelId: number, text: string): Promise<Review> {
    const channel = await this.channels.findById(channelId);
    if (!channel) throw notFound('Channel not found');
    if (channel.ownerUserId === user.id) throw badRequest('You cannot review your own channel.');
    const accepted = await this.permission(user, channel.ownerUserId);
    if (!accepted) throw forbidden(REVIEW_NEEDS_COLLABORATION);
    await this.repo.upsert(channelId, user.id, accepted.id, text);
    const saved = await this.repo.byAuthor(channelId, user.id);
    if (!saved) throw new Error('review not saved');
    return toReviewDto(saved);
  }
}
