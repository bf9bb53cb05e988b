// Channel queries. Every filter and sort is backed by an index of migration 0002.
import { and, asc, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Language, SortOption, Tag } from 'shared-api';
import type { Db } from '../../db/client';
import { channelLanguages, channels, channelTags, languages, tags, type ChannelRow } from '../../db/schema';

export interface ChannelQuery {
  subscribersMin: number;
  subscribersMax: number;
  categoryId?: number;
  language?: string;
  status?: number;
  excludeId?: number;
  sort: SortOption;
  offset: number;
  limit: number;
}

/** Escapes LIKE metacharacters so user text matches literally (with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Relevance: members first, then profile completeness (category, language, status, about: one point each),
 * then subscribers, then newest id. All folded into the generated column relevance_rank, so the sort is served
 * by channels_relevance_idx (relevance_rank DESC, subscribers DESC, id DESC).
 */
const ORDER: Record<SortOption, SQL[]> = {
  relevance: [sql`${channels}.relevance_rank desc`, desc(channels.subscribers), desc(channels.id)],
  subscriber_count: [desc(channels.subscribers), desc(channels.id)],
  most_recent: [desc(channels.createdAt), desc(channels.id)],
};

export class ChannelRepository {
  constructor(private readonly db: Db) {}

  async findById(id: number): Promise<ChannelRow | null> {
    const rows = await this.db.select().from(channels).where(eq(channels.id, id)).limit(1);
    return rows[0] ?? null;
  }

  async findByYoutubeId(youtubeId: string): Promise<ChannelRow | null> {
    const rows = await this.db.select().from(channels).where(eq(channels.youtubeId, youtubeId)).limit(1);
    return rows[0] ?? null;
  }

  async findByOwner(userId: number): Promise<ChannelRow | null> {
    const rows = await this.db.select().from(channels).where(eq(channels.ownerUserId, userId)).limit(1);
    return rows[0] ?? null;
  }

  async list(q: ChannelQuery): Promise<{ rows: ChannelRow[]; total: number }> {
    const conds: SQL[] = [gte(channels.subscribers, q.subscribersMin), lte(channels.subscribers, q.subscribersMax)];
    if (q.categoryId !== undefined) conds.push(eq(channels.categoryId, q.categoryId));
    if (q.language !== undefined) conds.push(sql`lower(${channels.mainLanguage}) = ${q.language.toLowerCase()}`);
    if (q.status !== undefined) conds.push(eq(channels.collaborationStatus, q.status));
    if (q.excludeId !== undefined) conds.push(ne(channels.id, q.excludeId));
    const where = and(...conds);
    const [rows, count] = await Promise.all([
      this.db.select().from(channels).where(where).orderBy(...ORDER[q.sort]).limit(q.limit).offset(q.offset),
      this.db.select({ n: sql<number>`count(*)::int` }).from(channels).where(where),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  }

  /** Case-insensitive substring match on the name (pg_trgm index), prefix matches first. */
  async searchByName(term: string, opts: { excludeId?: number; offset: number; limit: number }): Promise<ChannelRow[]> {
    const needle = escapeLike(term.toLowerCase());
    const conds: SQL[] = [sql`lower(${channels.name}) like ${`%${needle}%`} escape '\\'`];
    if (opts.excludeId !== undefined) conds.push(ne(channels.id, opts.excludeId));
    return this.db
      .select()
      .from(channels)
      .where(and(...conds))
      .orderBy(
        sql`(lower(${channels.name}) like ${`${needle}%`} escape '\\') desc`,
        desc(channels.subscribers),
        desc(channels.id),
      )
      .limit(opts.limit)
      .offset(opts.offset);
  }

  async languagesOf(channelId: number): Promise<Language[]> {
    return this.db
      .select({ id: languages.id, language: languages.language })
      .from(channelLanguages)
      .innerJoin(languages, eq(languages.id, channelLanguages.languageId))
      .where(eq(channelLanguages.channelId, channelId))
      .orderBy(asc(channelLanguages.position), asc(languages.language));
  }

  async tagsOf(channelId: number): Promise<Tag[]> {
    return this.db
      .select({ id: tags.id, tagName: tags.tagName })
      .from(channelTags)
      .innerJoin(tags, eq(tags.id, channelTags.tagId))
      .where(eq(channelTags.channelId, channelId))
      .orderBy(asc(tags.tagName));
  }
}
