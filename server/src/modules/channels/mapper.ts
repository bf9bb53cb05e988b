// Maps channel rows to the shapes the front end reads (SPEC §3). Cards never carry another user's email or uid.
import { categoryById, STALE_AFTER_DAYS, type ChannelCard, type Language, type UserChannel, type YouTubeSync } from 'shared-api';
import type { ChannelRow } from '../../db/schema';

/** The columns of a channel that no card shows: neither toChannelCard nor cardJsonSql reads them. */
export const CARD_OMITTED = ['relevanceRank', 'subscribersHidden', 'updatedAt', 'statsEtag', 'uploadsPlaylistId', 'syncMissingSince', 'cardJson'] as const;

/** What a card is made from: a channel row without CARD_OMITTED. */
export type CardRow = Omit<ChannelRow, (typeof CARD_OMITTED)[number]>;

export function toChannelCard(row: CardRow): ChannelCard {
  const category = row.categoryId ? (categoryById(row.categoryId)?.name ?? null) : null;
  return {
    id: row.id,
    youtubeId: row.youtubeId,
    name: row.name,
    channelName: row.name,
    thumbnail: row.thumbnail,
    subscriberCount: Number(row.subscribers),
    videoCount: row.videos,
    views: Number(row.views),
    category,
    categoryId: row.categoryId,
    language: row.mainLanguage,
    description: row.description,
    collaboration_status: row.collaborationStatus,
    collaborationStatus: row.collaborationStatus,
    isRegistered: row.ownerUserId !== null,
    userId: row.ownerUserId,
    link: row.link,
    handle: row.handle,
    userChannelId: row.id,
    about: row.about,
    collaborationInterests: row.collaborationInterests,
    country: row.country,
    city: row.city,
    createdAt: row.createdAt.toISOString(),
    syncedAt: row.syncedAt?.toISOString() ?? null,
    lastUploadAt: row.lastUploadAt?.toISOString() ?? null,
  };
}

/** A card as PostgreSQL rendered it (cardJsonSql), with its channel's id. */
export interface CardJson { id: number; json: string }

/** A card's JSON text with more fields (the fit of the collab-fit order), without parsing it. */
export function withFields(card: string, fields: Record<string, unknown>): string {
  const extra = Object.entries(fields).filter(([, v]) => v !== undefined).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  return extra.length === 0 ? card : `${card.slice(0, -1)},${extra.join(',')}}`;
}

/**
 * The card of the channel row `alias` as JSON text: what JSON.stringify(toChannelCard(row)) gives, key for key
 * (mapper.test.ts holds the two together). PostgreSQL renders it once per write of the channel into the generated
 * column card_json (migration 0250, function channel_card_json), and listing pages and searches send it as it
 * comes: the server neither parses a card's two dozen columns nor builds and serialises the card (at a million
 * channels that was a sixth of the server's time per search), and the database no longer renders 45 cards per page
 * (0.49 ms of a page's 1 ms).
 */
export function cardJsonSql(alias: string): string {
  return `${alias}.card_json`;
}

/** The freshness badge: a revoked grant first, then the age of the last sync. */
export function toYouTubeSync(row: ChannelRow, grantStatus: string | null, now = Date.now()): YouTubeSync {
  const fresh = row.syncedAt !== null && now - row.syncedAt.getTime() <= STALE_AFTER_DAYS * 86_400_000;
  return {
    state: grantStatus === 'revoked' ? 'reconnect' : fresh ? 'verified' : 'stale',
    syncedAt: row.syncedAt?.toISOString() ?? null,
    lastUploadAt: row.lastUploadAt?.toISOString() ?? null,
  };
}

/** The caller's own channel, with every spelling SPEC §3 lists. */
export function toUserChannel(row: ChannelRow, owner: { id: number; uid: string }, langs: Language[]): UserChannel {
  const card = toChannelCard(row);
  const subscribers = card.subscriberCount;
  return {
    id: row.id,
    userChannelId: row.id,
    userId: owner.id,
    uid: owner.uid,
    youtubeId: row.youtubeId,
    name: row.name,
    channelName: row.name,
    handle: row.handle,
    thumbnail: row.thumbnail,
    avatarUrl: row.thumbnail,
    image: row.thumbnail,
    link: row.link,
    subscribers,
    subscriber_count: subscribers,
    subscriberCount: subscribers,
    views: card.views,
    videos: row.videos,
    categoryId: row.categoryId,
    category: card.category,
    niches: card.category ? [card.category] : [],
    mainLanguage: row.mainLanguage,
    contentLanguages: langs.map((l) => l.language),
    language: langs,
    country: row.country,
    city: row.city,
    collaborationInterests: row.collaborationInterests,
    collaborationStatus: row.collaborationStatus,
    collaboration_status: row.collaborationStatus,
    aboutMe: row.about,
    user_description: row.about,
    description: row.description,
    about: row.about,
    isVerified: true,
    youtubeVerifiedInfo: { avatarUrl: row.thumbnail, channelName: row.name, subscribers, isVerified: true },
  };
}

/** Complete = category, at least one content language and a collaboration status (SPEC §5). */
export function isProfileComplete(row: ChannelRow, langs: Language[]): boolean {
  return row.categoryId !== null && langs.length > 0 && row.collaborationStatus !== null;
}
