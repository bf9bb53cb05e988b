// Drizzle table definitions. They mirror the committed SQL migrations in ./migrations (the source of truth).
import { sql } from 'drizzle-orm';
import {
  bigint, boolean, customType, date, doublePrecision, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  firebaseUid: varchar('firebase_uid', { length: 128 }).notNull().unique(),
  email: varchar('email', { length: 320 }),
  validated: boolean('validated').notNull().default(false),
  isPremium: boolean('is_premium').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const categories = pgTable('categories', {
  id: smallint('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  language: varchar('language', { length: 64 }).notNull(),
});

export const channels = pgTable('channels', {
  id: serial('id').primaryKey(),
  youtubeId: varchar('youtube_id', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 200 }).notNull(),
  handle: varchar('handle', { length: 100 }),
  link: varchar('link', { length: 300 }),
  thumbnail: varchar('thumbnail', { length: 1000 }).notNull(),
  subscribers: bigint('subscribers', { mode: 'number' }).notNull().default(0),
  views: bigint('views', { mode: 'number' }).notNull().default(0),
  videos: integer('videos').notNull().default(0),
  categoryId: smallint('category_id'),
  mainLanguage: varchar('main_language', { length: 64 }),
  description: text('description'),
  about: text('about'),
  country: varchar('country', { length: 100 }),
  city: varchar('city', { length: 100 }),
  collaborationInterests: text('collaboration_interests'),
  collaborationStatus: smallint('collaboration_status'),
  ownerUserId: integer('owner_user_id'),
  // Computed by PostgreSQL (migration 0001); drizzle never writes it.
  relevanceRank: smallint('relevance_rank').generatedAlwaysAs(sql`(CASE WHEN owner_user_id IS NOT NULL THEN 8 ELSE 0 END)
    + (CASE WHEN category_id IS NOT NULL THEN 1 ELSE 0 END)
    + (CASE WHEN main_language IS NOT NULL THEN 1 ELSE 0 END)
    + (CASE WHEN collaboration_status IS NOT NULL THEN 1 ELSE 0 END)
    + (CASE WHEN about IS NOT NULL AND about <> '' THEN 1 ELSE 0 END)`),
  // Set when the YouTube channel hides its subscriber count (migration 0005).
  subscribersHidden: boolean('subscribers_hidden').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // YouTube sync (migration 0080).
  syncedAt: timestamp('synced_at', { withTimezone: true, mode: 'date' }),
  statsEtag: varchar('stats_etag', { length: 200 }),
  uploadsPlaylistId: varchar('uploads_playlist_id', { length: 64 }),
  lastUploadAt: timestamp('last_upload_at', { withTimezone: true, mode: 'date' }),
  syncMissingSince: timestamp('sync_missing_since', { withTimezone: true, mode: 'date' }),
  // An upload within the last 30 days as of the last refresh (migration 0270): set by a trigger when last_upload_at
  // is written, cleared each minute by the queue channel-activity.expire; drizzle never needs to write it.
  recentlyActive: boolean('recently_active').notNull().default(false),
  // The channel's card as JSON text, computed by PostgreSQL on every write (migration 0250); drizzle never writes it.
  cardJson: text('card_json').generatedAlwaysAs(sql`channel_card_json(id, youtube_id, name, thumbnail, subscribers, videos, views,
    category_id, main_language, description, collaboration_status, owner_user_id, link, handle, about, collaboration_interests,
    country, city, created_at, synced_at, last_upload_at)`),
});

export const channelLanguages = pgTable(
  'channel_languages',
  {
    channelId: integer('channel_id').notNull(),
    languageId: integer('language_id').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.languageId] })],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  tagName: varchar('tag_name', { length: 100 }).notNull(),
});

export const channelTags = pgTable(
  'channel_tags',
  { channelId: integer('channel_id').notNull(), tagId: integer('tag_id').notNull() },
  (t) => [primaryKey({ columns: [t.channelId, t.tagId] })],
);

export const conversations = pgTable('conversations', {
  id: serial('id').primaryKey(),
  user1Id: integer('user1_id').notNull(),
  user2Id: integer('user2_id').notNull(),
  user1UnreadCount: integer('user1_unread_count').notNull().default(0),
  user2UnreadCount: integer('user2_unread_count').notNull().default(0),
  lastMessageId: integer('last_message_id'),
  lastSequence: integer('last_sequence').notNull().default(0),
  // Read receipts (0030): the highest sequence each participant has read.
  user1LastReadSequence: integer('user1_last_read_sequence').notNull().default(0),
  user2LastReadSequence: integer('user2_last_read_sequence').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  conversationId: integer('conversation_id').notNull(),
  sequence: integer('sequence').notNull(),
  senderId: integer('sender_id').notNull(),
  recipientId: integer('recipient_id').notNull(),
  content: text('content').notNull(),
  clientMessageId: varchar('client_message_id', { length: 100 }),
  createdAt: createdAt(),
});

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  type: varchar('type', { length: 40 }).notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  description: text('description').notNull().default(''),
  read: boolean('read').notNull().default(false),
  link: varchar('link', { length: 500 }),
  sourceId: varchar('source_id', { length: 100 }),
  senderId: integer('sender_id'),
  createdAt: createdAt(),
});

export const invitations = pgTable('invitations', {
  id: serial('id').primaryKey(),
  inviterChannelId: integer('inviter_channel_id').notNull(),
  inviteeChannelId: integer('invitee_channel_id').notNull(),
  message: text('message'),
  createdAt: createdAt(),
  /** When the inviter was told that the invited channel joined (migration 0040); null until then. */
  joinedNotifiedAt: timestamp('joined_notified_at', { withTimezone: true, mode: 'date' }),
});

export const emailSubscriptions = pgTable('email_subscriptions', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 320 }).notNull(),
  createdAt: createdAt(),
});

export const oauthStates = pgTable('oauth_states', {
  state: varchar('state', { length: 100 }).primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: createdAt(),
});

export interface StoredCollaborationOption { available: boolean; description: string }

export const channelCollaboration = pgTable('channel_collaboration', {
  channelId: integer('channel_id').primaryKey(),
  options: jsonb('options').$type<Record<string, StoredCollaborationOption>>().notNull().default({}),
  banner: varchar('banner', { length: 1000 }),
  updatedAt: updatedAt(),
});

export const collabRequests = pgTable('collab_requests', {
  id: serial('id').primaryKey(),
  requesterUserId: integer('requester_user_id').notNull(),
  requesterChannelId: integer('requester_channel_id'),
  ownerUserId: integer('owner_user_id').notNull(),
  channelId: integer('channel_id').notNull(),
  option: varchar('option', { length: 40 }).notNull(),
  timing: varchar('timing', { length: 200 }).notNull(),
  message: text('message').notNull(),
  status: varchar('status', { length: 12 }).notNull().default('PENDING'),
  responseNote: text('response_note'),
  conversationId: integer('conversation_id'),
  createdAt: createdAt(),
  respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
});

export const channelReviews = pgTable('channel_reviews', {
  id: serial('id').primaryKey(),
  channelId: integer('channel_id').notNull(),
  authorUserId: integer('author_user_id').notNull(),
  requestId: integer('request_id'),
  text: text('text').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per provider subscription; a member may have several over time (migration 0070). */
export const billingSubscriptions = pgTable('billing_subscriptions', {
  subscriptionId: varchar('subscription_id', { length: 100 }).primaryKey(),
  userId: integer('user_id').notNull(),
  provider: varchar('provider', { length: 10 }).notNull(),
  customerId: varchar('customer_id', { length: 100 }),
  plan: varchar('plan', { length: 20 }).notNull(),
  period: varchar('period', { length: 10 }).notNull(),
  status: varchar('status', { length: 20 }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  lastEventAt: timestamp('last_event_at', { withTimezone: true, mode: 'date' }),
  updatedAt: updatedAt(),
});

export const billingCheckouts = pgTable('billing_checkouts', {
  id: varchar('id', { length: 100 }).primaryKey(),
  userId: integer('user_id').notNull(),
  provider: varchar('provider', { length: 10 }).notNull(),
  plan: varchar('plan', { length: 20 }).notNull(),
  period: varchar('period', { length: 10 }).notNull(),
  returnTo: varchar('return_to', { length: 500 }).notNull().default('/settings'),
  status: varchar('status', { length: 12 }).notNull().default('open'),
  createdAt: createdAt(),
});

export const billingEvents = pgTable('billing_events', {
  eventId: varchar('event_id', { length: 100 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// Trust and safety (migration 0090).
export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  reporterUserId: integer('reporter_user_id').notNull(),
  itemKind: varchar('item_kind', { length: 16 }).notNull(),
  itemId: integer('item_id').notNull(),
  reportedUserId: integer('reported_user_id'),
  category: varchar('category', { length: 24 }).notNull(),
  note: text('note'),
  snapshot: jsonb('snapshot').$type<Record<string, string | number | boolean | null>>().notNull(),
  status: varchar('status', { length: 10 }).notNull().default('OPEN'),
  createdAt: createdAt(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
});

export const moderationHolds = pgTable('moderation_holds', {
  itemKind: varchar('item_kind', { length: 16 }).notNull(),
  itemId: integer('item_id').notNull(),
  reason: varchar('reason', { length: 10 }).notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.itemKind, t.itemId] })]);

export const moderationActions = pgTable('moderation_actions', {
  id: serial('id').primaryKey(),
  moderatorUid: varchar('moderator_uid', { length: 128 }).notNull(),
  moderatorUserId: integer('moderator_user_id'),
  action: varchar('action', { length: 16 }).notNull(),
  targetUserId: integer('target_user_id'),
  itemKind: varchar('item_kind', { length: 16 }),
  itemId: integer('item_id'),
  reason: text('reason').notNull(),
  days: integer('days'),
  createdAt: createdAt(),
});

export const memberSanctions = pgTable('member_sanctions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  kind: varchar('kind', { length: 10 }).notNull(),
  actionId: integer('action_id').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  liftedAt: timestamp('lifted_at', { withTimezone: true, mode: 'date' }),
});

export const moderationAppeals = pgTable('moderation_appeals', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  actionId: integer('action_id').notNull(),
  text: text('text').notNull(),
  status: varchar('status', { length: 10 }).notNull().default('OPEN'),
  createdAt: createdAt(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
});

export const channelStats = pgTable(
  'channel_stats',
  {
    channelId: integer('channel_id').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    subscribers: bigint('subscribers', { mode: 'number' }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
    videos: integer('videos').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.recordedAt] })],
);

export const youtubeGrants = pgTable('youtube_grants', {
  channelId: integer('channel_id').primaryKey(),
  userId: integer('user_id').notNull(),
  refreshTokenEnc: text('refresh_token_enc').notNull(),
  status: varchar('status', { length: 10 }).notNull().default('active'),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  updatedAt: updatedAt(),
});

export const youtubeQuota = pgTable('youtube_quota', {
  day: date('day', { mode: 'string' }).primaryKey(),
  units: integer('units').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
});

export const youtubeDataPurges = pgTable('youtube_data_purges', {
  id: serial('id').primaryKey(),
  channelId: integer('channel_id').notNull(),
  youtubeId: varchar('youtube_id', { length: 64 }).notNull(),
  channelName: varchar('channel_name', { length: 200 }).notNull(),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true, mode: 'date' }),
  reason: varchar('reason', { length: 200 }).notNull(),
  purgedAt: timestamp('purged_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type ChannelRow = typeof channels.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
export type CollabRequestRow = typeof collabRequests.$inferSelect;
export type ChannelReviewRow = typeof channelReviews.$inferSelect;
export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
export type ModerationActionRow = typeof moderationActions.$inferSelect;
export type MemberSanctionRow = typeof memberSanctions.$inferSelect;
export type ModerationAppealRow = typeof moderationAppeals.$inferSelect;

// Email (migration 0100).
export const emailPreferences = pgTable('email_preferences', {
  userId: integer('user_id').primaryKey(),
  kinds: jsonb('kinds').$type<Record<string, { inApp?: boolean; email?: boolean }>>().notNull().default({}),
  digest: boolean('digest').notNull().default(true),
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
  quietStart: smallint('quiet_start'),
  quietEnd: smallint('quiet_end'),
  updatedAt: updatedAt(),
});

export const emailSuppressions = pgTable('email_suppressions', {
  email: varchar('email', { length: 320 }).primaryKey(),
  reason: varchar('reason', { length: 20 }).notNull(),
  createdAt: createdAt(),
});

export const emailLog = pgTable('email_log', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  email: varchar('email', { length: 320 }).notNull(),
  kind: varchar('kind', { length: 40 }).notNull(),
  dedupeKey: varchar('dedupe_key', { length: 200 }).notNull().unique(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const channelContactEmails = pgTable('channel_contact_emails', {
  channelId: integer('channel_id').primaryKey(),
  email: varchar('email', { length: 320 }).notNull(),
  /** Where the address was found: 'youtube-description' (the sync) or 'operator' (entered by hand). */
  source: varchar('source', { length: 40 }).notNull().default('operator'),
  /** When the source last showed it. */
  foundAt: timestamp('found_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// Collab-fit features and saved searches (migration 0140). channel_fit is kept by triggers; vec is a cube.
const cube = customType<{ data: string }>({ dataType: () => 'cube' });

export const channelFit = pgTable('channel_fit', {
  channelId: integer('channel_id').primaryKey(),
  subscribers: bigint('subscribers', { mode: 'number' }).notNull().default(0),
  categoryId: smallint('category_id'),
  lang: varchar('lang', { length: 64 }),
  langId: integer('lang_id'),
  sizeBucket: smallint('size_bucket').notNull().default(0),
  status: smallint('status'),
  topicIds: integer('topic_ids').array().notNull().default(sql`'{}'`),
  formats: text('formats').array().notNull().default(sql`'{}'`),
  verified: boolean('verified').notNull().default(false),
  lastUploadAt: timestamp('last_upload_at', { withTimezone: true, mode: 'date' }),
  // channels.recently_active, copied by the trigger (migration 0280).
  recentlyActive: boolean('recently_active').notNull().default(false),
  answeredShare: doublePrecision('answered_share'),
  medianReplyHours: doublePrecision('median_reply_hours'),
  channelCreatedAt: timestamp('channel_created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  vec: cube('vec').notNull(),
});
export type ChannelFitRow = typeof channelFit.$inferSelect;

export const savedSearches = pgTable('saved_searches', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  name: varchar('name', { length: 60 }).notNull(),
  filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
export type SavedSearchRow = typeof savedSearches.$inferSelect;
// Block and message requests (migration 0110).
export const memberBlocks = pgTable('member_blocks', {
  blockerUserId: integer('blocker_user_id').notNull(),
  blockedUserId: integer('blocked_user_id').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.blockerUserId, t.blockedUserId] })]);

export const conversationFolders = pgTable('conversation_folders', {
  conversationId: integer('conversation_id').notNull(),
  userId: integer('user_id').notNull(),
  folder: varchar('folder', { length: 10 }).notNull(),
  deletedSequence: integer('deleted_sequence').notNull().default(0),
  updatedAt: updatedAt(),
}, (t) => [primaryKey({ columns: [t.conversationId, t.userId] })]);

// Listing marks (migration 0190): the sort key of every Nth row of the broad discovery listings, rebuilt every
// 10 minutes (modules/channels/listing-marks.ts).
export const listingMarks = pgTable('listing_marks', {
  listing: text('listing').notNull(),
  sort: text('sort').notNull(),
  ordinal: integer('ordinal').notNull(),
  afterKey: text('after_key').array().notNull(),
  // Newest-first marks: rows before the mark per subscriber bucket, cumulative (migration 0210).
  bucketCounts: integer('bucket_counts').array(),
}, (t) => [primaryKey({ columns: [t.listing, t.sort, t.ordinal] })]);

export const listingCounts = pgTable('listing_counts', {
  listing: text('listing').primaryKey(),
  rowCount: integer('row_count').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// Name search's posting lists (migration 0230): the first matches of each frequent term, rebuilt every 10 minutes
// (modules/channels/search-postings.ts).
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
  listed: integer('listed').notNull(),
  depth: integer('depth').notNull(),
  chunkSize: integer('chunk_size').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const searchPostings = pgTable('search_postings', {
  term: text('term').notNull(),
  chunk: integer('chunk').notNull(),
  ids: integer('ids').array().notNull(),
}, (t) => [primaryKey({ columns: [t.term, t.chunk] })]);

// Discovery totals (migration 0200): channels per (category, language, status, subscriber bucket), each attribute
// also rolled up as ANY (-1 / ''), plus the not yet folded changes written by triggers on channels.
export const channelCounts = pgTable('channel_counts', {
  // false: any channel; true: only channels.recently_active ones (migration 0270).
  active: boolean('active').notNull().default(false),
  categoryId: smallint('category_id').notNull(),
  lang: text('lang').notNull(),
  status: smallint('status').notNull(),
  bucket: smallint('bucket').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.active, t.categoryId, t.lang, t.status, t.bucket] })]);

export const channelCountDeltas = pgTable('channel_count_deltas', {
  active: boolean('active').notNull().default(false),
  categoryId: smallint('category_id').notNull(),
  lang: text('lang').notNull(),
  status: smallint('status').notNull(),
  bucket: smallint('bucket').notNull(),
  n: integer('n').notNull(),
});

/** The fit sort's candidates per key (migration 0290, modules/collab-fit/fit-counts.ts); -1 / '' are ANY. */
export const channelFitCounts = pgTable('channel_fit_counts', {
  categoryId: smallint('category_id').notNull(),
  lang: text('lang').notNull(),
  sizeBucket: smallint('size_bucket').notNull(),
  // -1: none.
  status: smallint('status').notNull(),
  active: boolean('active').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.categoryId, t.lang, t.sizeBucket, t.status, t.active] })]);

export const channelFitCountDeltas = pgTable('channel_fit_count_deltas', {
  categoryId: smallint('category_id').notNull(),
  lang: text('lang').notNull(),
  sizeBucket: smallint('size_bucket').notNull(),
  status: smallint('status').notNull(),
  active: boolean('active').notNull(),
  n: integer('n').notNull(),
});
