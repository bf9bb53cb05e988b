import { sql } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import { CATEGORIES } from 'shared-api';
import { ChatService } from '../../modules/chat/service';
import { relayMessageNotifications } from '../../modules/notifications/message-relay';
import { NotificationService } from '../../modules/notifications/service';
import { createRepositories } from '../../services';
import type { Database } from '../client';
import { migrate, MIGRATIONS_DIR } from '../migrate';
import { channels, conversations, messages, notifications } from '../schema';
import { openBackendDatabase } from '../../../test-support/backend-database';
import { parseArgs } from './cli';
import { bulkLoadIndexes, seedChannels, seedIfEmpty } from './seed';

/** The chat as the app composes it: its committed messages become MESSAGE notifications (notifications' relay). */
function chatOf(database: Database): ChatService {
  const r = createRepositories(database.db);
  const chat = new ChatService(database.db, r.chat);
  relayMessageNotifications(chat, new NotificationService(r.notifications));
  return chat;
}

/** A migrated in-memory database (closing it is all its cleanup). */
const freshDb = async (): Promise<Database> => (await openBackendDatabase('pglite')).database;

describe('seed', () => {
  let a: Database;
  beforeAll(async () => {
    a = await freshDb();
    await seedIfEmpty(a, chatOf(a), { channels: 2000 });
  });
  afterAll(() => a.close());

  it('applies migrations once and records them', async () => {
    expect(await migrate(a)).toEqual([]);
    const rows = await a.db.execute<{ name: string }>(sql`select name from schema_migrations order by name`);
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
    expect(files.slice(0, 3)).toEqual(['0001_init.sql', '0002_channel_indexes.sql', '0003_reference_data.sql']);
    expect(rows.rows.map((r) => r.name)).toEqual(files);
  });

  it('has exactly the 31 categories of the spec, ids 1..31 in order', async () => {
    const rows = await a.db.execute<{ id: number; name: string }>(sql`select id, name from categories order by id`);
    expect(rows.rows).toEqual(CATEGORIES.map((name, i) => ({ id: i + 1, name })));
  });

  it('produces realistic distributions', async () => {
    const { rows } = await a.db.execute<Record<string, number>>(sql`
      select count(*)::int as total,
        count(owner_user_id)::int as members,
        count(distinct category_id)::int as categories,
        count(distinct main_language)::int as languages,
        count(distinct country)::int as countries,
        count(distinct city)::int as cities,
        min(subscribers)::int as min_subs,
        max(subscribers)::int as max_subs,
        (percentile_cont(0.5) within group (order by subscribers))::int as median_subs,
        count(*) filter (where collaboration_status is null)::int as status_null,
        count(*) filter (where collaboration_status = 1)::int as status_1,
        count(*) filter (where collaboration_status = 2)::int as status_2,
        count(*) filter (where collaboration_status = 3)::int as status_3
      from channels`);
    const s = rows[0] as Record<string, number>;
    expect(s.total).toBe(2000);
    expect(s.members! / s.total!).toBeCloseTo(0.2, 2);
    expect(s.categories).toBe(31);
    expect(s.languages).toBeGreaterThan(15);
    expect(s.countries).toBeGreaterThan(20);
    expect(s.cities).toBeGreaterThan(30);
    expect(s.min_subs).toBeGreaterThanOrEqual(100);
    expect(s.max_subs).toBeGreaterThan(1_000_000);
    expect(s.median_subs).toBeGreaterThan(5_000);
    expect(s.median_subs).toBeLessThan(150_000);
    for (const k of ['status_null', 'status_1', 'status_2', 'status_3']) expect(s[k]).toBeGreaterThan(50);
    const tagged = await a.db.execute<{ n: number }>(sql`select count(distinct channel_id)::int as n from channel_tags`);
    expect(tagged.rows[0]?.n).toBe(2000);
  });

  it('gives members complete profiles and avatars served by the app', async () => {
    const { rows } = await a.db.execute<{ n: number }>(sql`
      select count(*)::int as n from channels where owner_user_id is not null
        and (category_id is null or main_language is null or collaboration_status is null)`);
    expect(rows[0]?.n).toBe(0);
    const [row] = await a.db.select().from(channels).limit(1);
    expect(row?.thumbnail).toMatch(/^\/api\/avatars\/[a-z0-9-]+\.svg$/);
  });

  it('creates chat activity between a few members', async () => {
    expect((await a.db.select().from(conversations)).length).toBe(3);
    expect((await a.db.select().from(messages)).length).toBe(9);
    expect((await a.db.select().from(notifications)).length).toBe(10);
  });

  it('is deterministic, runs only on an empty table and continues from an index', async () => {
    const b = await freshDb();
    try {
      await seedChannels(b, { channels: 150, batchSize: 40 });
      await seedChannels(b, { channels: 150, from: 151, batchSize: 60, rebuildIndexes: true });
      const pick = (db: Database) =>
        db.db.execute(sql`select youtube_id, name, subscribers, category_id, main_language, collaboration_status, city,
          owner_user_id is not null as member from channels where id <= 300 order by id`);
      expect((await pick(b)).rows).toEqual((await pick(a)).rows);
      expect(await seedIfEmpty(b, chatOf(b), { channels: 10 })).toBe(false);
      // The rebuild after a bulk load restores the indexes of every migration, in their latest definition.
      const idx = await b.db.execute<{ indexname: string; indexdef: string }>(
        sql`select indexname, indexdef from pg_indexes where tablename in ('channels', 'channel_languages', 'channel_tags')`);
      const defs = new Map(idx.rows.map((r) => [r.indexname, r.indexdef]));
      for (const index of bulkLoadIndexes()) expect(defs.has(index.name)).toBe(true);
      expect(defs.get('channels_name_trgm_idx')).toMatch(/gin/i);
      expect(defs.get('channels_name_prefix_idx')).toMatch(/lower\(\(name\)::text\) text_pattern_ops/);
      expect(defs.get('channels_language_idx')).toMatch(/INCLUDE \(main_language, category_id, collaboration_status\)/);
      expect(defs.get('channels_recent_idx')).toMatch(/INCLUDE \(subscribers, category_id, collaboration_status, main_language\)/);
      expect(defs.get('channels_category_recent_idx')).toMatch(/\(category_id, created_at DESC, id DESC\)/);
      // The name statistics target (0060, lowered by 0240) is set again on the rebuilt index.
      const target = await b.db.execute<{ t: number }>(sql`select a.attstattarget as t from pg_attribute a
        join pg_class c on c.oid = a.attrelid where c.relname = 'channels_name_prefix_idx' and a.attnum = 1`);
      expect(Number(target.rows[0]?.t)).toBe(250);
      expect(defs.get('channels_relevance_idx')).toMatch(/INCLUDE \(category_id, collaboration_status, main_language\)/);
    } finally {
      await b.close();
    }
  });

  it('gives a share of channels verified stats, flagged and counted for the 30-day window as the triggers would', async () => {
    for (const rebuildIndexes of [false, true]) {
      const b = await freshDb();
      try {
        await seedChannels(b, { channels: 400, verifiedShare: 0.5, rebuildIndexes });
        const { rows: [row] } = await b.db.execute<Record<string, number>>(sql`
          select count(synced_at)::int as synced, count(last_upload_at)::int as uploaded,
            count(*) filter (where last_upload_at < now() - interval '60 days' or last_upload_at > now())::int as outside,
            count(*) filter (where recently_active)::int as flagged,
            count(*) filter (where recently_active is distinct from coalesce(last_upload_at >= now() - interval '30 days', false))::int as wrong,
            (select count(*) from channel_fit where verified)::int as fit_verified,
            (select sum(n) from (select n from channel_counts where active and category_id = -1 and lang = '' and status = -1
               union all select n from channel_count_deltas where active and category_id = -1 and lang = '' and status = -1) k)::int as counted
          from channels`);
        expect({ rebuildIndexes, ...row }).toEqual({
          rebuildIndexes, synced: row!.uploaded, uploaded: expect.any(Number), outside: 0, flagged: row!.counted,
          wrong: 0, fit_verified: row!.uploaded, counted: expect.any(Number),
        });
        expect(row!.uploaded).toBeGreaterThan(140);
        expect(row!.uploaded).toBeLessThan(260);
        expect(row!.flagged).toBeGreaterThan(Number(row!.uploaded) * 0.3);
        expect(row!.flagged).toBeLessThan(Number(row!.uploaded) * 0.7);
      } finally {
        await b.close();
      }
    }
  });

  it('rebuilds the final definition of each index the migrations create on the bulk-loaded tables', () => {
    const indexes = bulkLoadIndexes();
    const names = indexes.map((i) => i.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining([
      'channels_subscribers_idx', 'channels_relevance_idx', 'channels_name_trgm_idx', 'channels_name_prefix_idx',
      'channel_tags_tag_idx',
    ]));
    expect(names).not.toContain('notifications_user_created_idx');
    expect(indexes.find((i) => i.name === 'channels_language_idx')?.sql)
      .toMatch(/INCLUDE \(main_language, category_id, collaboration_status\);$/);
    expect(indexes.find((i) => i.name === 'channels_name_prefix_idx')?.sql).toMatch(/SET STATISTICS 250;$/);
    // 0150 replaces it with a covering definition (selective prefixes sorted from the index alone).
    expect(indexes.find((i) => i.name === 'channels_name_prefix_idx')?.sql).toMatch(/INCLUDE \(name, subscribers, id\);/);
    expect(indexes.find((i) => i.name === 'channels_owner_unique')?.unique).toBe(true);
  });

  it('parses the CLI arguments', () => {
    expect(parseArgs(['--channels', '1000000'])).toEqual({ channels: 1_000_000, batchSize: 50_000 });
    expect(() => parseArgs(['--channels', 'lots'])).toThrow('--channels');
  });
});
