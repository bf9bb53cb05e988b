import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channelLanguages, channels, users } from '../../db/schema';

export interface ProfileFields {
  categoryId: number;
  collaborationStatus: number;
  mainLanguage: string | null;
  country: string | null;
  city: string | null;
  collaborationInterests: string | null;
  about: string | null;
}

export class ProfileRepository {
  constructor(private readonly db: Db) {}

  /**
   * Saves a member's profile in one transaction: the channel's fields, its content languages (in order) and the
   * member's validated flag.
   */
  async save(userId: number, channelId: number, fields: ProfileFields, languageIds: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(channels).set({ ...fields, updatedAt: new Date() }).where(eq(channels.id, channelId));
      await tx.delete(channelLanguages).where(eq(channelLanguages.channelId, channelId));
      await tx.insert(channelLanguages).values(
        languageIds.map((languageId, position) => ({ channelId, languageId, position })),
      );
      await tx.update(users).set({ validated: true, updatedAt: new Date() }).where(eq(users.id, userId));
    });
  }
}
