// Seeds channels (and their member accounts, languages and tags) plus a little chat activity between members.
import { count, inArray, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../client';
import { MIGRATIONS_DIR } from '../migrate';
import { channels, notifications, users } from '../schema';
import type { ChatService } from '../../modules/chat/service';
import {
  DROP_SEED_FUNCTION_SQL, SEED_FUNCTION_SQL, seedChannelLinksSql, seedChannelsSql, seedUsersSql,
} from './channel-sql';

/** The index-backed channel indexes of migration 0002, dropped and rebuilt around a bulk load. */
const CHANNEL_INDEXES = [
  'channels_subscribers_idx', 'channels_recent_idx', 'channels_relevance_idx', 'channels_category_idx',
  'channels_language_idx', 'channels_status_idx', 'channels_name_trgm_idx', 'channel_languages_language_idx',
  'channel_tags_tag_idx',
];

export async function channelCount(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(channels);
  return Number(row?.n ?? 0);
}

export interface SeedOptions {
  /** How many channels to add. */
  channels: number;
  /** Channel index to start from (1-based); the same index always yields the same channel. */
  from?: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
  /** Drop the channel indexes during the load and rebuild them afterwards (large loads). */
  rebuildIndexes?: boolean;
  log?: (msg: string) => void;
}

export async function seedChannels(database: Database, opts: SeedOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const from = opts.from ?? 1;
  const to = from + opts.channels - 1;
  const batch = opts.batchSize ?? 50_000;
  if (opts.channels <= 0) return;
  await database.exec(SEED_FUNCTION_SQL);
  if (opts.rebuildIndexes) {
    log('dropping channel indexes for the bulk load');
    await database.exec(CHANNEL_INDEXES.map((i) => `DROP INDEX IF EXISTS ${i};`).join('\n'));
  }
  const [maxRow] = await database.db.select({ max: sql<number>`coalesce(max(${channels.id}), 0)::int` }).from(channels);
  const firstNewId = (maxRow?.max ?? 0) + 1;
  for (let start = from; start <= to; start += batch) {
    const end = Math.min(to, start + batch - 1);
    await database.exec(`${seedUsersSql(start, end)}\n${seedChannelsSql(start, end)}`);
    log(`channels ${start}..${end} inserted`);
  }
  log('linking languages and tags');
  await database.exec(seedChannelLinksSql(firstNewId));
  if (opts.rebuildIndexes) {
    log('rebuilding channel indexes');
    await database.exec(readFileSync(path.join(MIGRATIONS_DIR, '0002_channel_indexes.sql'), 'utf8'));
  }
  await database.exec(`${DROP_SEED_FUNCTION_SQL}\nANALYZE channels; ANALYZE channel_languages; ANALYZE channel_tags;`);
}

const DEMO_CONVERSATIONS: [number, number, string[]][] = [
  [0, 1, ['Hey! Loved your latest upload. Would you be up for a collab next month?',
    'Thanks! Absolutely, what did you have in mind?',
    'A joint challenge video: one on each channel, linking to each other.',
    'Sounds great. Let me check my upload schedule and get back to you.']],
  [0, 2, ['Hi, saw you are open to collaborations. Our audiences overlap a lot.',
    'Hi! Happy to chat. Do you do live streams?']],
  [1, 3, ['Would you like to be a guest on our podcast?', 'I would love to! When do you record?',
    'Thursdays at 6 pm UTC.']],
];

/** A few seeded members talk to each other, so messages and notifications exist from the first start. */
export async function seedDemoActivity(database: Database, chat: ChatService): Promise<void> {
  const uids = ['seed-user-1', 'seed-user-6', 'seed-user-11', 'seed-user-16'];
  const rows = await database.db.select().from(users).where(inArray(users.firebaseUid, uids));
  const byUid = new Map(rows.map((u) => [u.firebaseUid, u.id]));
  const ids = uids.map((u) => byUid.get(u));
  if (ids.some((id) => id === undefined)) return;
  for (const [a, b, lines] of DEMO_CONVERSATIONS) {
    for (const [i, content] of lines.entries()) {
      const [senderId, recipientId] = i % 2 === 0 ? [ids[a], ids[b]] : [ids[b], ids[a]];
      await chat.sendMessage({
        senderId: senderId as number,
        recipientId: recipientId as number,
        content,
        clientMessageId: `seed-${a}-${b}-${i}`,
      });
    }
  }
  await database.db.insert(notifications).values({
    userId: ids[0] as number,
    type: 'COLLABORATION_REQUEST',
    title: 'New collaboration request',
    description: 'A creator would like to collaborate with you.',
    link: '/messages',
    sourceId: 'seed-collab-1',
    senderId: ids[3] as number,
  });
}

/** First start: when the channels table is empty, seed `channels` channels and some chat activity. */
export async function seedIfEmpty(
  database: Database,
  chat: ChatService,
  opts: { channels: number; log?: (msg: string) => void },
): Promise<boolean> {
  if ((await channelCount(database)) > 0 || opts.channels <= 0) return false;
  await seedChannels(database, { channels: opts.channels, log: opts.log });
  await seedDemoActivity(database, chat);
  return true;
}
