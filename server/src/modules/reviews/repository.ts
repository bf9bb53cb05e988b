import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channelReviews, channels, type ChannelReviewRow } from '../../db/schema';

export interface ReviewWithAuthor extends ChannelReviewRow {
  authorName: string | null;
  authorThumbnail: string | null;
  authorChannelId: number | null;
}

const REVIEW_PAGE = 50;

export class ReviewRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select({
        id: channelReviews.id, channelId: channelReviews.channelId, authorUserId: channelReviews.authorUserId,
        requestId: channelReviews.requestId, text: channelReviews.text, createdAt: channelReviews.createdAt,
        updatedAt: channelReviews.updatedAt, authorName: channels.name, authorThumbnail: channels.thumbnail,
        authorChannelId: channels.id,
      })
      .from(channelReviews)
      .leftJoin(channels, eq(channels.ownerUserId, channelReviews.authorUserId));
  }

  async ofChannel(channelId: number): Promise<ReviewWithAuthor[]> {
    return this.select().where(eq(channelReviews.channelId, channelId))
      .orderBy(desc(channelReviews.createdAt), desc(channelReviews.id)).limit(REVIEW_PAGE);
  }

  async byAuthor(channelId: number, authorUserId: number): Promise<ReviewWithAuthor | null> {
    const rows = await this.select()
      .where(and(eq(channelReviews.channelId, channelId), eq(channelReviews.authorUserId, authorUserId))).limit(1);
    return rows[0] ?? null;
  }

  /** Writes the author's one review of the channel, or edits it. */
  async upsert(channelId: number, authorUserId: number, requestId: number, text: string): Promise<void> {
    await this.db.insert(channelReviews).values({ channelId, authorUserId, requestId, text })
      .onConflictDoUpdate({
        target: [channelReviews.authorUserId, channelReviews.channelId],
        set: { text, updatedAt: new Date() },
      });
  }
}
