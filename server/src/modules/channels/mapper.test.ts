// The card PostgreSQL keeps in each row (cardJsonSql: the generated column card_json) is the card toChannelCard
// builds, on every seeded channel and on rows with the values that differ between the two: nulls, quotes and control
// characters, microseconds, big counts and every category id (the column's foreign key admits no other); and it
// follows every write of the channel.
import { sql } from 'drizzle-orm';
import { CATEGORY_LIST } from 'shared-api';
import type { Database } from '../../db/client';
import { channels } from '../../db/schema';
import { seedChannels } from '../../db/seed/seed';
import { backends } from '../../../test-support/test-app';
import { openBackendDatabase, type BackendDatabase } from '../../../test-support/backend-database';
import { cardJsonSql, toChannelCard } from './mapper';

describe.each(backends())('cardJsonSql on %s', (backend) => {
  let database: Database;
  let opened: BackendDatabase | undefined;

  beforeAll(async () => {
    opened = await openBackendDatabase(backend);
    database = opened.database;
    await seedChannels(database, { channels: 120 });
    const odd = [
      { name: 'Quote " back\\slash \n new\tline \u0001 ctl', about: "It's <b>bold</b> & 😀 émoji", subscribers: 9_007_199_254_740, categoryId: null },
      { name: 'Zero subscribers', about: null, subscribers: 0, categoryId: null },
      { name: 'Past int', about: '', subscribers: 2_147_483_648, categoryId: null },
      ...CATEGORY_LIST.map((c) => ({ name: `Category ${c.id}`, about: c.name, subscribers: c.id, categoryId: c.id })),
    ];
    for (const [i, o] of odd.entries()) {
      await database.db.insert(channels).values({
        youtubeId: `UCmappertest${String(i).padStart(12, '0')}`, name: o.name, handle: i % 2 ? null : `@odd${i}`, link: null,
        thumbnail: '/t.svg', subscribers: o.subscribers, views: o.subscribers * 3, videos: i, categoryId: o.categoryId,
        about: o.about, mainLanguage: i % 3 ? 'English' : null, country: i % 4 ? null : 'Côte d’Ivoire',
        createdAt: new Date(Date.UTC(1999, 11, 31, 23, 59, 59, 999)),
        syncedAt: i % 2 ? null : new Date(Date.UTC(2026, 1, 28, 12, 0, 0, 5)),
        lastUploadAt: i % 5 ? new Date(Date.UTC(2026, 10, 1, 0, 0, 0, 123)) : null,
      });
    }
    // Microseconds, which toISOString() never shows (the seed gives some channels an owner).
    await database.db.execute(sql`update channels set synced_at = '2026-03-01 10:11:12.345678+00' where name = 'Zero subscribers'`);
  }, 120_000);

  afterAll(async () => {
    await opened?.close();
  });

  it('renders every channel as toChannelCard builds it', async () => {
    const rows = await database.db.select().from(channels).orderBy(channels.id);
    const rendered = await database.db.execute<{ id: number; card: string }>(sql.raw(`select c.id, ${cardJsonSql('c')} as card from channels c order by c.id`));
    expect(rendered.rows).toHaveLength(rows.length);
    expect(rows.length).toBeGreaterThan(150);
    for (const [i, row] of rows.entries()) {
      const card = rendered.rows[i]!.card;
      expect(typeof card).toBe('string');
      expect(JSON.parse(card)).toEqual(toChannelCard(row));
    }
  });

  const expectCardsAsBuilt = async () => {
    const rows = await database.db.select().from(channels).orderBy(channels.id);
    const rendered = await database.db.execute<{ card: string }>(sql.raw(`select ${cardJsonSql('c')} as card from channels c order by c.id`));
    rows.forEach((row, i) => expect(JSON.parse(rendered.rows[i]!.card)).toEqual(toChannelCard(row)));
    return rows;
  };

  it('follows every write of a card\'s columns, and a new channel\'s card is there at once', async () => {
    await database.db.execute(sql`update channels set name = name || ' renamed', subscribers = subscribers + 7, views = views + 1,
      videos = videos + 1, category_id = 1 + (id % 31), main_language = 'Spanish', description = 'New "description"',
      collaboration_status = 1 + (id % 3), owner_user_id = null, link = 'https://www.youtube.com/@x', handle = '@renamed',
      about = 'About\nnow', collaboration_interests = 'Shorts', country = 'Chile', city = 'Valparaíso',
      synced_at = '2026-11-02 03:04:05.678+00', last_upload_at = null
      where id % 2 = 0`);
    const rows = await expectCardsAsBuilt();
    const renamed = rows.filter((r) => r.name.endsWith(' renamed'));
    expect(renamed.length).toBeGreaterThan(70);
    // The check can fail: the cards changed with the rows.
    const card = JSON.parse((await database.db.execute<{ card: string }>(
      sql`select card_json as card from channels where id = ${renamed[0]!.id}`)).rows[0]!.card) as Record<string, unknown>;
    expect(card).toMatchObject({ name: renamed[0]!.name, city: 'Valparaíso', language: 'Spanish', isRegistered: false, lastUploadAt: null });
    const [inserted] = await database.db.insert(channels).values({
      youtubeId: 'UCmappertestnew000000001', name: 'Brand new', thumbnail: '/t.svg', subscribers: 5, categoryId: 8,
    }).returning();
    expect(JSON.parse(inserted!.cardJson!)).toEqual(toChannelCard(inserted!));
    expect(JSON.parse(inserted!.cardJson!)).toMatchObject({ name: 'Brand new', category: 'Gaming', subscriberCount: 5 });
  });
});
