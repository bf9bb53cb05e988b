// The channel page: the channel card, banner, the seven collaboration options and the reviews, plus what the
// viewer may do. Options and reviews go only to premium callers and the channel's owner; everyone else gets
// counts for the teaser, so nothing premium reaches a non-premium browser.
import type {
  ChannelCollaboration, CollaborationOption, OwnCollaborationOptions, RequestBlockReason, UpdateCollaborationOptions,
} from 'shared-api';
import { z } from 'zod';
import type { ChannelRow, StoredCollaborationOption, UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { toChannelCard } from '../channels/mapper';
import type { ChannelRepository } from '../channels/repository';
import type { CollabRequestRepository } from '../collab-requests/repository';
import { NOT_ACTIVELY_SEEKING_STATUS } from '../collab-requests/service';
import type { ReviewService } from '../reviews/service';
import { bannerPath } from './banner-svg';
import { toOptions } from './options';
import type { CollaborationRepository } from './repository';

export class ChannelPageService {
  constructor(
    private readonly channels: ChannelRepository,
    private readonly collaboration: CollaborationRepository,
    private readonly requests: CollabRequestRepository,
    private readonly reviews: ReviewService,
  ) {}

  private async channelByRef(ref: string): Promise<ChannelRow> {
    const asId = z.coerce.number().int().positive().max(2_147_483_647).safeParse(ref);
    const row = asId.success ? await this.channels.findById(asId.data) : await this.channels.findByYoutubeId(ref);
    if (!row) throw notFound('Channel not found');
    return row;
  }

  async page(user: UserRow, ref: string): Promise<ChannelCollaboration> {
    const channel = await this.channelByRef(ref);
    const isOwner = channel.ownerUserId === user.id;
    const full = user.isPremium || isOwner;
    const [stored, reviewsCount, latest, accepted, myReview] = await Promise.all([
      this.collaboration.ofChannel(channel.id),
      this.collaboration.reviewCount(channel.id),
      this.requests.latestFor(user.id, channel.id),
      this.reviews.permission(user, channel.ownerUserId),
      this.reviews.mine(user, channel.id),
    ]);
    const pending = latest?.status === 'PENDING' ? latest : null;
    const options = toOptions(stored?.options);
    const availableOptionsCount = options.filter((o) => o.available).length;
    const blockedBy: RequestBlockReason | null =
      isOwner ? 'OWN_CHANNEL'
        : channel.ownerUserId === null ? 'NOT_REGISTERED'
          : channel.collaborationStatus === NOT_ACTIVELY_SEEKING_STATUS ? 'NOT_ACTIVELY_SEEKING'
            : pending ? 'PENDING'
              : availableOptionsCount === 0 ? 'NO_OPTIONS'
                : !user.isPremium ? 'PREMIUM_REQUIRED' : null;
    const base: ChannelCollaboration = {
      channel: toChannelCard(channel),
      banner: stored?.banner ?? bannerPath(channel.id),
      premium: user.isPremium,
      isOwner,
      optionsCount: options.length,
      availableOptionsCount,
      reviewsCount,
      viewer: {
        requestBlockedBy: blockedBy,
        pendingRequestId: pending?.id ?? null,
        lastRequest: latest ? {
          id: latest.id,
          status: latest.status as 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN',
          conversationId: latest.conversationId,
          responseNote: latest.responseNote,
        } : null,
        canReview: accepted !== null,
        myReview,
      },
    };
    if (!full) return base;
    const reviews = await this.reviews.forChannel(user, channel.id);
    return { ...base, options, reviews: reviews.reviews ?? [] };
  }

  /** The caller's own channel options (always visible to the owner). */
  async own(user: UserRow): Promise<OwnCollaborationOptions> {
    const channel = await this.requests.channelOfUser(user.id);
    if (!channel) throw notFound('Connect your channel first');
    return { options: toOptions((await this.collaboration.ofChannel(channel.id))?.options) };
  }

  async saveOwn(user: UserRow, body: UpdateCollaborationOptions): Promise<OwnCollaborationOptions> {
    const channel = await this.requests.channelOfUser(user.id);
    if (!channel) throw notFound('Connect your channel first');
    const current = (await this.collaboration.ofChannel(channel.id))?.options ?? {};
    const next: Record<string, StoredCollaborationOption> = { ...current };
    for (const o of body.options) next[o.key] = { available: o.available, description: (o.description ?? '').trim() };
    await this.collaboration.saveOptions(channel.id, next);
    return { options: toOptions(next) };
  }
}

export type { CollaborationOption };
