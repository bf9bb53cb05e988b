// Reads any channel record the profile page meets — the stored userChannel, a dashboard card passed in
// navigation state, or GET /api/channels/{id} — into one view, accepting the spec's alternative field names (§3).
import type { UserTag } from 'shared-auth';

export type ChannelRecord = Record<string, unknown>;

export interface ProfileView {
  /** The channel's own id (used for invitations and tags); null when the record has none. */
  channelId: string | null;
  userId: string | null;
  name: string;
  avatar: string | null;
  link: string | null;
  subscribers: number | string | null;
  location: string;
  category: string | null;
  languages: string[];
  collaborationInterests: string | null;
  userDescription: string | null;
  channelDescription: string | null;
  /** Any stored form (1–3, a code, a spelling, empty); resolved by shared-ui's collaborationStatusInfo. */
  collaborationStatus: unknown;
  isVerified: boolean;
  isRegistered: boolean;
  /** Tags carried by the record itself (GET /api/channels/{id}); null when the record has none. */
  tags: UserTag[] | null;
  /** Freshness of the YouTube numbers (GET /api/channels/{id}); null when the record does not say. */
  sync: { state: 'verified' | 'stale' | 'reconnect'; syncedAt: string | null } | null;
}

function syncOf(value: unknown): ProfileView['sync'] {
  const s = record(value);
  if (s.state !== 'verified' && s.state !== 'stale' && s.state !== 'reconnect') return null;
  return { state: s.state, syncedAt: typeof s.syncedAt === 'string' ? s.syncedAt : null };
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function firstText(...values: unknown[]): string | null {
  for (const v of values) {
    const t = text(v);
    if (t) return t;
  }
  return null;
}

function record(value: unknown): ChannelRecord {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as ChannelRecord) : {};
}

function present(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/** Language names from plain strings or `{id, language}` objects, in any of the spec's list fields. */
function languageNames(...sources: unknown[]): string[] {
  const names: string[] = [];
  for (const source of sources) {
    const list = Array.isArray(source) ? source : [source];
    for (const item of list) {
      const name = typeof item === 'string' ? text(item) : text(record(item).language);
      if (name && !names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
    }
  }
  return names;
}

function tagList(value: unknown): UserTag[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter((t): t is UserTag => typeof record(t).tagName === 'string');
}

/** 'city, country', one of them, or 'Unknown' (SPEC §2). */
export function formatLocation(city: unknown, country: unknown): string {
  return [text(city), text(country)].filter(Boolean).join(', ') || 'Unknown';
}

export function toProfileView(raw: unknown): ProfileView {
  const c = record(raw);
  const verified = record(c.youtubeVerifiedInfo);
  const youtubeId = firstText(c.youtubeId);
  const category = firstText(c.category) ?? (Array.isArray(c.niches) ? languageNames(c.niches).join(', ') || null : null);
  const status = [c.collaborationStatus, c.collaboration_status].find(present) ?? null;
  // Cards say isRegistered outright; the stored own channel only has its owner's userId.
  const isRegistered = typeof c.isRegistered === 'boolean' ? c.isRegistered : present(c.userId);
  return {
    channelId: firstText(c.id, c.userChannelId),
    userId: firstText(c.userId),
    name: firstText(c.channelName, c.name, verified.channelName) ?? 'Channel',
    avatar: firstText(c.thumbnail, c.avatarUrl, c.image, verified.avatarUrl),
    link: firstText(c.link) ?? (youtubeId ? `https://www.youtube.com/channel/${encodeURIComponent(youtubeId)}` : null),
    subscribers: ([c.subscribers, c.subscriber_count, c.subscriberCount, verified.subscribers].find(present) ?? null) as
      number | string | null,
    location: formatLocation(c.city, c.country),
    category,
    // A card carries its main language as the string `language`; stored channels use lists (SPEC §3).
    languages: languageNames(c.contentLanguages, c.languages, c.language, c.mainLanguage),
    collaborationInterests: firstText(c.collaborationInterests),
    userDescription: firstText(c.aboutMe, c.user_description, c.about),
    channelDescription: firstText(c.description, c.about),
    collaborationStatus: status,
    // Members connected their channel through YouTube sign-in, which is what the tick vouches for.
    isVerified: c.isVerified === true || verified.isVerified === true || isRegistered,
    isRegistered,
    tags: tagList(c.tags),
    sync: syncOf(c.youtubeSync),
  };
}
