// Seeds channels (and their member accounts, languages and tags) plus a little chat activity between members.
import { count, inArray, sql } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../client';
import { MIGRATIONS_DIR } from '../migrate';
import { channels, notifications, users } from '../schema';
import type { ChatService } from '../../modules/chat/service';
import { seedCollaborationOptionsSql, seedReviewsSql } from '../../modules/channel-page/seed-sql';
import {
  DROP_SEED_FUNCTION_SQL, SEED_FUNCTION_SQL, seedChannelLinksSql, seedChannelsSql, seedUsersSql,
} from './channel-sql';

/** Tables whose secondary indexes are dropped during a bulk load and rebuilt afterwards. */
const BULK_TABLES = new Set(['channels', 'channel_languages', 'channel_tags']);

export interface IndexStatement { name: string; table: string; unique: boolean; sql: string }

/**
 * The final definition of every index the migrations create on the bulk-loaded tables, read from the migration
 * files themselves so that indexes added or replaced by later migrations are rebuilt too. A later definition of
 * the same name (e.g. 0010 replacing channels_language_idx) wins, so each index is built once; an index's
 * `ALTER INDEX … SET STATISTICS` follows its creation.
 */
export function bulkLoadIndexes(dir = MIGRATIONS_DIR): IndexStatement[] {
  const byName = new Map<string, IndexStatement>();
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files) {
    const script = readFileSync(path.join(dir, file), 'utf8').replace(/--[^\n]*/g, '');
    for (const raw of script.split(';')) {
      const statement = raw.trim().replace(/\s+/g, ' ');
      // Per-index statistics targets (0060) belong to the index and are set again after each rebuild.
      const tuned = /^ALTER INDEX (?:IF EXISTS )?(\w+) ALTER COLUMN \d+ SET STATISTICS \d+$/i.exec(statement);
      const target = tuned ? byName.get(tuned[1]!) : undefined;
      if (target) {
        target.sql = `${target.sql}\n${statement};`;
        continue;
      }
      const m = /^CREATE (UNIQUE )?INDEX (?:IF NOT EXISTS )?(\w+) ON (\w+)\b/i.exec(statement);
      if (!m || !BULK_TABLES.has(m[3]!.toLowerCase())) continue;
      const name = m[2]!;
      byName.delete(name);
      byName.set(name, { name, table: m[3]!, unique: m[1] !== undefined, sql: `${statement};` });
    }
  }
  return [...byName.values()];
}

export async function channelCount(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(channels);
  return Number(row?.n ?? 0);
}

/**
 * The share of channels the benchmarks seed with verified YouTube stats: a catalogue where creators sync, so that
 * "active within 30 days" (half the random discovery requests) has about a tenth of the channels in it.
 */
export const BENCH_VERIFIED_SHARE = 0.2;

export interface SeedOptions {
  /** How many channels to add. */
  channels: number;
  /** Channel index to start from (1-based); the same index always yields the same channel. */
  from?: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
  /** Drop the channel indexes during the load and rebuild them afterwards (large loads). */
  rebuildIndexes?: boolean;
  /** The share of channels with YouTube-synced stats and a last upload 0-60 days ago (default none). */
  verifiedShare?: number;
  /** Statements run at once (PostgreSQL pool only; PGlite has one connection). */
  concurrency?: number;
  log?: (msg: string) => void;
}

export async function seedChannels(database: Database, opts: SeedOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const from = opts.from ?? 1;
  const to = from + opts.channels - 1;
  const batch = opts.batchSize ?? 50_000;
  if (opts.channels <= 0) return;
  await database.exec(SEED_FUNCTION_SQL);
  // Unique indexes stay: they guard the data, not just the speed of reads.
  const rebuilt = opts.rebuildIndexes ? bulkLoadIndexes().filter((i) => !i.unique) : [];
  if (rebuilt.length > 0) {
    log(`dropping ${rebuilt.length} channel indexes for the bulk load`);
    await database.exec(rebuilt.map((i) => `DROP INDEX IF EXISTS ${i.name};`).join('\n'));
  }
  const [maxRow] = await database.db.select({ max: sql<number>`coalesce(max(${channels.id}), 0)::int` }).from(channels);
  const firstNewId = (maxRow?.max ?? 0) + 1;
  const concurrency = database.kind === 'postgres' ? Math.max(1, opts.concurrency ?? 1) : 1;
  // Bulk loads skip the foreign-key triggers when the role may (superuser): the generator only ever produces
  // consistent references, and the triggers would double the load time.
  // JIT compilation of these wide expressions costs more than the whole load saves; it is a PostgreSQL
  // server feature (PGlite has none).
  const skipTriggers = opts.rebuildIndexes === true && (await canSkipTriggers(database));
  const prefix = [
    database.kind === 'postgres' ? 'SET jit = off;' : '',
    skipTriggers ? 'SET session_replication_role = replica;' : '',
  ].join('\n');
  const suffix = skipTriggers ? '\nRESET session_replication_role;' : '';

  const ranges: [number, number][] = [];
  for (let start = from; start <= to; start += batch) ranges.push([start, Math.min(to, start + batch - 1)]);
  // Users first (channels look their owners up), then channels, each range independent of the others.
  await runPool(ranges, concurrency, async ([start, end]) => {
    await database.exec(`${prefix}${seedUsersSql(start, end)}${suffix}`);
  });
  await runPool(ranges, concurrency, async ([start, end]) => {
    await database.exec(`${prefix}${seedChannelsSql(start, end, opts.verifiedShare)}${suffix}`);
    log(`channels ${start}..${end} inserted`);
  });
  log('linking languages and tags');
  const parts = Array.from({ length: concurrency }, (_, index) => ({ index, of: concurrency }));
  await runPool(parts, concurrency, async (part) => {
    await database.exec(`${prefix}${seedChannelLinksSql(firstNewId, part)}${suffix}`);
  });
  if (rebuilt.length > 0) {
    log('rebuilding channel indexes');
    // Independent builds, one per connection at a time.
    await runPool(rebuilt, concurrency, async (index) => {
      await database.exec(index.sql);
      log(`index ${index.name} built`);
    });
  }
  log('collaboration options');
  await database.exec(seedCollaborationOptionsSql(firstNewId));
  await database.exec(DROP_SEED_FUNCTION_SQL);
  if (skipTriggers) await rebuildChannelFit(database, firstNewId, batch, concurrency, log);
  // The discovery counts (migration 0200) are kept by triggers too: recounted in one grouped pass.
  if (skipTriggers) {
    log('channel counts');
    await database.exec('SELECT channel_counts_rebuild();');
    // And the fit sort's (0290), kept by triggers on channel_fit.
    await database.exec('SELECT channel_fit_counts_rebuild();');
  }
  // VACUUM (not inside a transaction, hence one statement per call) also sets the visibility map, so the exact
  // totalCount of loadFilteredChannels can use index-only scans right after a bulk load.
  for (const table of ['channels', 'channel_languages', 'channel_tags', 'users', 'channel_fit', 'channel_counts', 'channel_count_deltas', 'channel_fit_counts']) {
    await database.exec(`VACUUM (ANALYZE) ${table}`);
  }
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
  await database.exec(seedReviewsSql());
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

async function canSkipTriggers(database: Database): Promise<boolean> {
  if (database.kind !== 'postgres') return false;
  try {
    await database.exec('SET session_replication_role = replica; RESET session_replication_role;');
    return true;
  } catch {
    return false;
  }
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function runPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
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

/** The collab-fit rows (migration 0140) of channels loaded without triggers, rebuilt by id range. */
async function rebuildChannelFit(database: Database, firstId: number, batch: number, concurrency: number, log: (line: string) => void): Promise<void> {
  const [maxRow] = await database.db.select({ max: sql<number>`coalesce(max(${channels.id}), 0)::int` }).from(channels);
  const ranges: [number, number][] = [];
  for (let lo = firstId; lo <= (maxRow?.max ?? 0); lo += batch) ranges.push([lo, lo + batch - 1]);
  log('collab-fit features');
  await runPool(ranges, concurrency, async ([lo, hi]) => {
    await database.exec(`SELECT channel_fit_rebuild(${lo}, ${hi});`);
  });
}
