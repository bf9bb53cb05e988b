// The recent-activity flag (migration 0270): set exactly when an upload within 30 days is written, whoever writes
// the flag; cleared by expire() once a channel ages out; discovery's listings and counts follow the flag alike.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channels } from '../../db/schema';
import { seedChannels } from '../../db/seed/seed';
import { backends } from '../../../test-support/test-app';
import { openBackendDatabase, type BackendDatabase } from '../../../test-support/backend-database';
import { ChannelCountsRepository } from './channel-counts';
import { RECENT_ACTIVITY_DAYS, RecentActivityRepository } from './recent-activity';
import { ChannelRepository, filterConditions } from './repository';
import { ChannelService } from './service';

const DAY = 86_400_000;

describe.each(backends())('recent activity on %s', (backend) => {
  let database: Database;
  let opened: BackendDatabase | undefined;
  let activity: RecentActivityRepository;
  let counts: ChannelCountsRepository;

  beforeAll(async () => {
    opened = await openBackendDatabase(backend);
    database = opened.database;
    await seedChannels(database, { channels: 120 });
    activity = new RecentActivityRepository(database.db);
    counts = new ChannelCountsRepository(database.db);
  }, 120_000);
  afterAll(async () => {
    await opened?.close();
  });

  const flags = async (ids: number[]) => Object.fromEntries((await database.db.execute<{ id: number; f: boolean }>(
    sql`select id, recently_active as f from ${channels} where id = any(${`{${ids.join(',')}}`}::int[]) order by id`)).rows.map((r) => [Number(r.id), r.f]));
  const ids = async (n: number, skip: number) => (await database.db.execute<{ id: number }>(
    sql`select id from ${channels} order by id limit ${n} offset ${skip}`)).rows.map((r) => Number(r.id));
  const uploaded = (id: number, daysAgo: number | null) => database.db.execute(sql`update ${channels}
    set last_upload_at = ${daysAgo === null ? null : new Date(Date.now() - daysAgo * DAY).toISOString()}::timestamptz where id = ${id}`);
  const window = { subscribersMin: 0, subscribersMax: 9e15, activeWithinDays: RECENT_ACTIVITY_DAYS };
  const matching = async () => Number((await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${channels} where ${filterConditions(window)}`)).rows[0]!.n);
  /** Channels uploaded within the window by their date alone, as a member would count them. */
  const inWindow = async () => Number((await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${channels} where last_upload_at >= now() - interval '30 days'`)).rows[0]!.n);

  it('flags exactly the uploads written within the last 30 days, on insert and on update, to the hour', async () => {
    const [a, b, c, d] = await ids(4, 0);
    await uploaded(a!, 1);
    await uploaded(b!, 29.9);
    await uploaded(c!, 30.1);
    await uploaded(d!, null);
    expect(await flags([a!, b!, c!, d!])).toEqual({ [a!]: true, [b!]: true, [c!]: false, [d!]: false });
    // Out of the window again, and emptied.
    await uploaded(a!, 31);
    await uploaded(b!, null);
    expect(await flags([a!, b!])).toEqual({ [a!]: false, [b!]: false });
    await database.db.insert(channels).values([
      { youtubeId: 'UCactive-new', name: 'New active', thumbnail: '/a.svg', lastUploadAt: new Date(Date.now() - 3 * DAY) },
      { youtubeId: 'UCactive-old', name: 'New inactive', thumbnail: '/a.svg', lastUploadAt: new Date(Date.now() - 90 * DAY) },
    ]);
    const inserted = await database.db.execute<{ youtube_id: string; f: boolean }>(
      sql`select youtube_id, recently_active as f from ${channels} where youtube_id like 'UCactive-%' order by youtube_id`);
    expect(inserted.rows).toEqual([{ youtube_id: 'UCactive-new', f: true }, { youtube_id: 'UCactive-old', f: false }]);
  });

  it('does not let a write set the flag against the upload date', async () => {
    const [a, b] = await ids(2, 10);
    await uploaded(a!, 60);
    await uploaded(b!, 2);
    await database.db.execute(sql`update ${channels} set recently_active = true where id = ${a}`);
    await database.db.execute(sql`update ${channels} set recently_active = false where id = ${b}`);
    await database.db.insert(channels).values({ youtubeId: 'UCactive-forced', name: 'Forced', thumbnail: '/a.svg', recentlyActive: true });
    expect(await flags([a!, b!])).toEqual({ [a!]: false, [b!]: true });
    const forced = await database.db.execute<{ f: boolean }>(sql`select recently_active as f from ${channels} where youtube_id = 'UCactive-forced'`);
    expect(forced.rows[0]!.f).toBe(false);
  });

  /** Sets uploads as time passing would leave them: the trigger that keeps writes honest set aside for one statement. */
  const ageOut = async (ids: number[]) => {
    await database.exec('ALTER TABLE channels DISABLE TRIGGER channels_recently_active_on_upload;');
    try {
      await database.db.execute(sql`update ${channels} set last_upload_at = now() - interval '31 days'
        where id = any(${`{${ids.join(',')}}`}::int[])`);
    } finally {
      await database.exec('ALTER TABLE channels ENABLE TRIGGER channels_recently_active_on_upload;');
    }
  };

  it('copies the flag to channel_fit; its expiry leaves changed_at, which saved-search alerts read, alone', async () => {
    const [a] = await ids(1, 60);
    await uploaded(a!, 3);
    const fitRow = async () => (await database.db.execute<{ f: boolean; changed: string }>(
      sql`select recently_active as f, changed_at::text as changed from channel_fit where channel_id = ${a}`)).rows[0]!;
    expect((await fitRow()).f).toBe(true);
    await ageOut([a!]);
    const aged = await fitRow();
    expect(aged.f).toBe(true);
    await activity.expire();
    expect(await fitRow()).toEqual({ f: false, changed: aged.changed });
  });

  it('clears the flag of channels that aged out, in batches; listings and counts follow the flag alike', async () => {
    const some = await ids(30, 20);
    for (const [i, id] of some.entries()) await uploaded(id, i % 3 === 0 ? 40 : 5);
    // Time passing, as the flag sees it: uploads that were inside the window when written and are now outside.
    const aged = some.filter((_, i) => i % 3 === 1).slice(0, 7);
    await ageOut(aged);
    expect(Object.values(await flags(aged))).toEqual(aged.map(() => true));
    const exact = await inWindow();
    // Before the expiry the window is still the flag: the listing and its total, alike, hold the aged-out channels.
    const service = new ChannelService(new ChannelRepository(database.db), { counts, pageCacheMs: 0 });
    const list = (sort: 'subscriber_count' | 'most_recent') => service.loadFiltered({
      filter: { active_within_days: 30, subscribers_min: 0, subscribers_max: 9e15 }, sort, page: 0, limit: 200, fresh: true,
    });
    expect((await counts.count(window))!).toEqual({ lower: exact + aged.length, upper: exact + aged.length });
    expect(await matching()).toBe(exact + aged.length);
    const before = await list('subscriber_count');
    expect(before).toMatchObject({ totalCount: exact + aged.length, totalCountExact: true });
    expect(before.channels.map((c) => c.id).filter((id) => aged.includes(id)).sort()).toEqual([...aged].sort());

    expect(await activity.expire(3)).toBe(aged.length);
    expect(Object.values(await flags(aged))).toEqual(aged.map(() => false));
    expect((await counts.count(window))!).toEqual({ lower: exact, upper: exact });
    expect(await activity.expire()).toBe(0);
    const after = await list('most_recent');
    expect(after).toMatchObject({ totalCount: exact, totalCountExact: true });
    expect(after.channels).toHaveLength(exact);
    expect(after.channels.map((c) => c.id).filter((id) => aged.includes(id))).toEqual([]);
  });
});
