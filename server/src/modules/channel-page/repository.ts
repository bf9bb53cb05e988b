// Collaboration options and banner of a channel (channel_collaboration).
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channelCollaboration, channelReviews, type StoredCollaborationOption } from '../../db/schema';

export interface CollaborationRow {
  options: Record<string, StoredCollaborationOption>;
  banner: string | null;
}

export class CollaborationRepository {
  constructor(private readonly db: Db) {}

  async ofChannel(channelId: number): Promise<CollaborationRow | null> {
    const rows = await this.db.select({ options: channelCollaboration.options, banner: channelCollaboration.banner })
      .from(channelCollaboration).where(eq(channelCollaboration.channelId, channelId)).limit(1);
    return rows[0] ?? null;
  }

  async saveOptions(channelId: number, options: Record<string, StoredCollaborationOption>): Promise<void> {
    await this.db.insert(channelCollaboration).values({ channelId, options, updatedAt: new Date() })
      .onConflictDoUpdate({ target: channelCollaboration.channelId, set: { options, updatedAt: new Date() } });
  }

  async reviewCount(channelId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(channelReviews).where(eq(channelReviews.channelId, channelId));
    return Number(row?.n ?? 0);
  }
}
