// Channel queries. Every filter and sort is backed by an index of migrations 0002, 0010 and 0011.
import { and, asc, desc, eq, getTableColumns, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
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

/** pg_trgm indexes need at least one full trigram; shorter terms are answered by the prefix index (0011). */
export const MIN_SUBSTRING_SEARCH_LENGTH = 3;

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
    // Deferred join: the inner query walks the sort index for ids only (an index-only scan for the usual
    // filters), so deep pages skip ids rather than whole rows; only the page's rows are then fetched.
    const page = this.db
      .select({ id: channels.id })
      .from(channels)
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.limit)
      .offset(q.offset)
      .as('page');
    const [rows, count] = await Promise.all([
      this.db
        .select(getTableColumns(channels))
        .from(channels)
        .innerJoin(page, eq(channels.id, page.id))
        .orderBy(...ORDER[q.sort]),
      this.db.select({ n: sql<number>`count(*)::int` }).from(channels).where(where),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  }

  /**
   * Case-insensitive name search; `%`, `_` and `\` match literally. Terms of 3+ characters match anywhere in the
   * name (pg_trgm index), prefix matches first. Shorter terms match only names that start with them: trigram
   * indexes cannot serve them, and a substring scan of every name is too slow on a large table.
   */
  async searchByName(term: string, opts: { excludeId?: number; offset: number; limit: number }): Promise<ChannelRow[]> {
    const needle = escapeLike(term.trim());
    // Exactly the expression of channels_name_prefix_idx (lower(name) text_pattern_ops).
    const prefixMatch = sql`lower(${channels.name}) like lower(${needle}) || '%' escape '\\'`;
    const short = Array.from(term.trim()).length < MIN_SUBSTRING_SEARCH_LENGTH;
    const conds: SQL[] = [short ? prefixMatch : sql`lower(${channels.name}) like '%' || lower(${needle}) || '%' escape '\\'`];
    if (opts.excludeId !== undefined) conds.push(ne(channels.id, opts.excludeId));
    const order = short
      ? [desc(channels.subscribers), desc(channels.id)]
      : [sql`(${prefixMatch}) desc`, desc(channels.subscribers), desc(channels.id)];
    return this.db
      .select()
      .from(channels)
      .where(and(...conds))
      .orderBy(...order)
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
