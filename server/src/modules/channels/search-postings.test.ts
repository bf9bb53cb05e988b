// Name search's posting lists: a page read from a term's list is the page the live search gives, for every kind of
// listed term, every page up to past the list's depth and any caller (their own channel left out wherever it stands);
// rows renamed away or deleted since the build are left out, channels added since appear after the next rebuild;
// terms without a list never ask for one once the listed terms are known.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { seedChannels } from '../../db/seed/seed';
import { backends } from '../../../test-support/test-app';
import { openBackendDatabase, type BackendDatabase } from '../../../test-support/backend-database';
import { ChannelRepository } from './repository';
import { ListedTerms, SearchPostingsRepository } from './search-postings';
import { ChannelService } from './service';

const DEPTH = 30;
const CHUNK = 7;
const LIMIT = 5;
const BUILD = { depth: DEPTH, chunkSize: CHUNK, minMatches: 8, sampleNames: 100_000 };

describe.each(backends())('search posting lists on %s', (backend) => {
  let database: Database;
  let opened: BackendDatabase | undefined;
  let repo: ChannelRepository;
  let postings: SearchPostingsRepository;
  /** How many pages the service took from a list. */
  /** Pages asked of listedSearchPage, and those it served. */
  const listedPages = { calls: 0, reads: 0 };
  let listed: ChannelService;
  let live: ChannelService;

  beforeAll(async () => {
    opened = await openBackendDatabase(backend);
    database = opened.database;
    await seedChannels(database, { channels: 300 });
    // The seed's two-word name starts are too rare at 300 channels: a dozen names starting with two words.
    for (let i = 1; i <= 12; i++) {
      await database.db.execute(sql`
        insert into channels (youtube_id, name, handle, link, thumbnail, subscribers, views, videos)
        values (${`UCtwinpeaktest${String(i).padStart(10, '0')}`}, ${`Twin Peak ${i}`}, ${`@twinpeak${i}`},
                'https://www.youtube.com/channel/x', '/x.svg', ${i * 997}, 0, 0)`);
    }
    repo = new ChannelRepository(database.db);
    postings = new SearchPostingsRepository(database.db);
    listed = new ChannelService(spiedRepository(), { pageCacheMs: 0, listedTermsRefreshMs: 0 });
    live = new ChannelService(repo, { pageCacheMs: 0, searchPostings: false });
  }, 120_000);

  afterAll(async () => {
    await opened?.close();
  });

  /** Pages asked of rareTermPage, and those it served. */
  const rarePages = { calls: 0, reads: 0 };
  /** A page reader that counts in `tally` the pages asked of it and those it served (not null). */
  const tallied = <A extends unknown[], R>(read: (...args: A) => Promise<R | null>, tally: { calls: number; reads: number }) =>
    async (...args: A): Promise<R | null> => {
      tally.calls++;
      const found = await read(...args);
      if (found) tally.reads++;
      return found;
    };
  /** A repository that counts the lists asked for and the pages they served, and the rare terms' pages. */
  const spiedRepository = () => {
    const spied = new ChannelRepository(database.db);
    spied.listedSearchPage = tallied(spied.listedSearchPage.bind(spied), listedPages);
    spied.rareTermPage = tallied(spied.rareTermPage.bind(spied), rarePages);
    return spied;
  };
  /** A page as the live search gives it: the ids in its order, then their cards. */
  const livePage = async (term: string, offset: number, limit: number, own?: number) =>
    repo.cardsByIds((await repo.searchIds(term, offset + limit, own)).slice(offset));
  const terms = async () => (await database.db.execute<{ term: string; listed: number; depth: number }>(
    sql`select term, listed, depth from search_terms order by listed desc, term`)).rows;
  const page = (service: ChannelService, term: string, p: number, own?: number) =>
    service.findByName(term, p, LIMIT, own, undefined, true).then((r) => r.channels.map((c) => c.id));
  /** Every match of the live search, in its order. */
  const allMatches = async (term: string) => (await repo.searchIds(term, 10_000));

  it('lists the frequent name starts and one-word substrings, never a term with an edge space', async () => {
    const built = await postings.rebuild(BUILD);
    const listedTerms = await terms();
    expect(built.terms).toBe(listedTerms.length);
    expect(built.terms).toBeGreaterThan(20);
    expect(built.postings).toBeGreaterThan(built.terms);
    for (const t of listedTerms) {
      expect(t.term).toBe(t.term.trim());
      expect(t.term).toBe(t.term.toLowerCase());
      const matches = await allMatches(t.term);
      // Each list holds the first matches of the live search, up to the depth.
      expect(Number(t.listed)).toBe(Math.min(matches.length, DEPTH));
      expect(matches.length).toBeGreaterThanOrEqual(BUILD.minMatches);
    }
    // A substring not at the start of a name is one word's (nobody searches across the middle of two words).
    const names = (await database.db.execute<{ n: string }>(sql`select lower(name) as n from channels`)).rows.map((r) => r.n);
    for (const t of listedTerms.filter((x) => /\s/.test(x.term))) {
      expect(names.some((n) => n.startsWith(t.term))).toBe(true);
    }
  });

  it('serves every page of every kind of listed term as the live search does, for any caller', async () => {
    const listedTerms = await terms();
    const short = listedTerms.find((t) => Array.from(t.term).length < 3);
    const twoWords = listedTerms.find((t) => /\s/.test(t.term));
    // Only inside names: no name starts with it.
    const inside = listedTerms.find((t) => t.term.length >= 3 && !/\s/.test(t.term) && t.term !== listedTerms[0]!.term);
    const complete = listedTerms.find((t) => Number(t.listed) < Number(t.depth));
    const chosen = [listedTerms[0]!, short, twoWords, inside, complete];
    expect({ short, twoWords, inside, complete }).toEqual({
      short: expect.anything(), twoWords: expect.anything(), inside: expect.anything(), complete: expect.anything(),
    });
    for (const t of chosen as Array<{ term: string }>) {
      const matches = await allMatches(t.term);
      const nonMatching = (await database.db.execute<{ id: number }>(
        sql`select id from channels where lower(name) not like ${`%${t.term}%`} order by id limit 1`)).rows[0]?.id;
      // Nobody, the first match, one inside the list, one past it, a channel that does not match.
      const callers = [undefined, matches[0], matches[Math.floor(DEPTH / 2)], matches[DEPTH + 2], nonMatching];
      for (const own of callers) {
        for (let p = 0; p <= Math.ceil(DEPTH / LIMIT) + 1; p++) {
          const before = listedPages.reads;
          const got = await page(listed, t.term, p, own);
          expect({ term: t.term, own, p, ids: got }).toEqual({ term: t.term, own, p, ids: await page(live, t.term, p, own) });
          // The list served the page unless the page runs past a list cut at the depth.
          const withinList = (p + 1) * LIMIT < Math.min(matches.length, DEPTH) || matches.length < DEPTH;
          if (withinList) expect({ term: t.term, p, listed: listedPages.reads - before }).toEqual({ term: t.term, p, listed: 1 });
        }
      }
    }
  });

  it('matches the term whatever its case and edge spaces, as the live search does', async () => {
    const [top] = await terms();
    const spelled = ` ${top!.term.toUpperCase()} `;
    const before = listedPages.reads;
    expect(await page(listed, spelled, 1)).toEqual(await page(live, top!.term, 1));
    expect(listedPages.reads - before).toBe(1);
  });

  it('leaves out a channel renamed away or deleted since the build; adds new channels at the next rebuild', async () => {
    const [top] = await terms();
    const term = top!.term;
    const first = await page(live, term, 0);
    // A listed page reads the positions of the page and the one after it (room for the caller's own channel).
    const read = (await allMatches(term)).slice(0, LIMIT + 1);
    // The first match renamed so that it no longer contains the term, the second deleted.
    await database.db.execute(sql`update channels set name = 'Zzz Renamed' where id = ${first[0]!}`);
    await database.db.execute(sql`delete from channels where id = ${first[1]!}`);
    // A new channel that would come first.
    const inserted = await database.db.execute<{ id: number }>(sql`
      insert into channels (youtube_id, name, handle, link, thumbnail, subscribers, views, videos)
      values ('UCnewpostingtest00000001', ${`${term} newcomer`}, '@newcomer', 'https://www.youtube.com/channel/x', '/x.svg', 900000000, 0, 0)
      returning id`);
    const newcomer = inserted.rows[0]!.id;
    const stale = await page(listed, term, 0);
    expect(stale).toEqual(read.slice(2));
    const fresh = await page(live, term, 0);
    expect(fresh[0]).toBe(newcomer);
    await postings.rebuild(BUILD);
    expect(await page(listed, term, 0)).toEqual(fresh);
    expect(await page(listed, term, 1)).toEqual(await page(live, term, 1));
  });

  it('does not ask for a list of a term the listed terms leave out, once they are loaded', async () => {
    const known = new ChannelService(spiedRepository(), { pageCacheMs: 0, listedTermsRefreshMs: 60_000 });
    // Until the listed terms are loaded (the first search starts that) every term may be listed.
    let calls = listedPages.calls;
    await known.findByName('xqzj', 0, LIMIT, undefined, undefined, true);
    expect(listedPages.calls - calls).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    calls = listedPages.calls;
    await known.findByName('xqzj', 1, LIMIT, undefined, undefined, true);
    expect(listedPages.calls - calls).toBe(0);
    const [top] = await terms();
    await known.findByName(top!.term, 2, LIMIT, undefined, undefined, true);
    expect(listedPages.calls - calls).toBe(1);
  });

  it('reads a page of a term the lists leave out in one statement: the live search\'s cards, for any caller', async () => {
    const listedSet = new Set((await terms()).map((t) => t.term));
    const names = (await database.db.execute<{ n: string }>(sql`select lower(name) as n from channels order by id`)).rows.map((r) => r.n);
    // A word from inside a name that the lists leave out (infix matches), and a rare two-word start.
    const inside = names.map((n) => n.slice(2, 6)).find((t) => !/\s/.test(t) && !listedSet.has(t) && names.some((n) => n.startsWith(t)) === false);
    const chosen = [
      'twin peak 1', ' TWIN Peak 1 ', inside!, names.map((n) => n.slice(0, 2)).find((t) => !listedSet.has(t))!, 'xqzj',
      // LIKE's own characters match only themselves; a backslash too.
      '100%', 'a_b', 'x\\y', '%', '_',
    ];
    expect(inside).toBeDefined();
    for (const term of chosen) {
      expect(listedSet.has(term.trim().toLowerCase())).toBe(false);
      const matches = await allMatches(term);
      for (const own of [undefined, matches[0], matches[2]]) {
        for (let p = 0; p <= Math.ceil(matches.length / LIMIT); p++) {
          const got = await repo.rareTermPage(term, p * LIMIT, LIMIT, own);
          expect({ term, own, p, cards: got }).toEqual({ term, own, p, cards: await livePage(term, p * LIMIT, LIMIT, own) });
        }
      }
    }
    // The check can fail: the test's terms find cards.
    expect((await repo.rareTermPage('twin peak 1', 0, LIMIT))?.map((c) => JSON.parse(c.json).name as string).sort())
      .toEqual(['Twin Peak 1', 'Twin Peak 10', 'Twin Peak 11', 'Twin Peak 12']);
    expect((await repo.rareTermPage(inside!, 0, LIMIT))?.length).toBeGreaterThan(0);
  });

  it('gives up on a term with more matches than the cap (null), so that the service walks it instead', async () => {
    // 'twin peak 1' starts 4 names; "win peak" is inside 12.
    expect(await repo.rareTermPage('twin peak 1', 0, LIMIT, undefined, 3)).toBeNull();
    expect(await repo.rareTermPage('twin peak 1', 0, LIMIT, undefined, 4)).toHaveLength(4);
    expect(await repo.rareTermPage('win peak', 0, LIMIT, undefined, 11)).toBeNull();
    expect(await repo.rareTermPage('win peak', 0, LIMIT, undefined, 12)).toHaveLength(LIMIT);
    // Names starting with it are enough for the page: those containing it elsewhere are not read, nor counted.
    expect(await repo.rareTermPage('twin peak', 0, LIMIT, undefined, 12)).toHaveLength(LIMIT);
  });

  it('searches a term the loaded lists leave out through its rare page, and a listed one never', async () => {
    const known = new ChannelService(spiedRepository(), { pageCacheMs: 0, listedTermsRefreshMs: 60_000 });
    // The first search starts loading the listed terms.
    await known.findByName('twin peak 1', 0, LIMIT, undefined, undefined, true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    let calls = rarePages.calls;
    const reads = rarePages.reads;
    for (const own of [undefined, 1]) {
      for (const term of ['twin peak 1', 'xqzj']) {
        for (let p = 0; p < 2; p++) {
          expect(await page(known, term, p, own)).toEqual(await page(live, term, p, own));
        }
      }
    }
    expect({ calls: rarePages.calls - calls, served: rarePages.reads - reads }).toEqual({ calls: 8, served: 8 });
    const [top] = await terms();
    calls = rarePages.calls;
    await known.findByName(top!.term, 0, LIMIT, undefined, undefined, true);
    expect(rarePages.calls - calls).toBe(0);
  });
});

describe('ListedTerms', () => {
  it('may list every term until loaded, then only the loaded ones, lower-cased and trimmed', async () => {
    let now = 0;
    const terms = new ListedTerms(async () => ['pixel', 'neon s'], { refreshMs: 1_000, now: () => now });
    expect(terms.mayBeListed('anything')).toBe(true);
    await terms.settled();
    expect(terms.mayBeListed(' PIXEL ')).toBe(true);
    expect(terms.mayBeListed('Neon S')).toBe(true);
    expect(terms.mayBeListed('pix')).toBe(false);
    now = 500;
    expect(terms.mayBeListed('pix')).toBe(false);
  });

  it('calls a term unlisted only when a load listed others', async () => {
    let answer: string[] = [];
    let now = 0;
    const terms = new ListedTerms(async () => answer, { refreshMs: 1_000, now: () => now });
    expect(terms.isUnlisted('pix')).toBe(false);
    terms.mayBeListed('pix');
    await terms.settled();
    // Nothing listed: no build yet, so nothing is known to be rare.
    expect(terms.isUnlisted('pix')).toBe(false);
    answer = ['pixel'];
    now = 2_000;
    terms.mayBeListed('pix');
    await terms.settled();
    expect(terms.isUnlisted(' PIX ')).toBe(true);
    expect(terms.isUnlisted(' Pixel ')).toBe(false);
  });

  it('loads again once older than refreshMs, and keeps the last set when a load fails', async () => {
    let now = 0;
    let answer: () => Promise<string[]> = async () => ['a'];
    let loads = 0;
    const errors: unknown[] = [];
    const terms = new ListedTerms(() => {
      loads++;
      return answer();
    }, { refreshMs: 1_000, now: () => now, onError: (e) => errors.push(e) });
    terms.mayBeListed('a');
    await terms.settled();
    expect(loads).toBe(1);
    now = 999;
    terms.mayBeListed('a');
    expect(loads).toBe(1);
    now = 2_000;
    answer = async () => { throw new Error('down'); };
    expect(terms.mayBeListed('a')).toBe(true);
    await terms.settled();
    expect(loads).toBe(2);
    expect(errors).toHaveLength(1);
    expect(terms.mayBeListed('a')).toBe(true);
    expect(terms.mayBeListed('b')).toBe(false);
    now = 3_500;
    answer = async () => ['b'];
    terms.mayBeListed('b');
    await terms.settled();
    expect(terms.mayBeListed('b')).toBe(true);
    expect(terms.mayBeListed('a')).toBe(false);
  });
});
