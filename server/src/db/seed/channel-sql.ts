// Deterministic seed data generated inside PostgreSQL (INSERT ... SELECT generate_series): fast on PGlite and
// on a server, and the same rows every time for the same index range. Channel i draws its "random" values from
// md5 hashes of i, so the data never depends on run order or on a process-local random generator.
import { CATEGORY_WEIGHTS, INTERESTS, NAME_FIRST, NAME_SECOND, NAME_SUFFIX, PLACES } from './word-lists';

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (items: readonly (string | number)[]) =>
  `ARRAY[${items.map((x) => (typeof x === 'number' ? String(x) : lit(x))).join(',')}]`;
/** Picks from a SQL array with uniform u in [0,1). */
const pick = (items: readonly (string | number)[], u: string) =>
  `(${arr(items)})[1 + floor(${u} * ${items.length})::int]`;

export const SEED_FUNCTION_SQL = `
CREATE OR REPLACE FUNCTION collabhub_seed_u(i bigint, k int) RETURNS float8 LANGUAGE sql IMMUTABLE AS
$$ SELECT ('x' || substr(md5(i::text || ':' || k::text), 1, 8))::bit(32)::bigint::float8 / 4294967296.0 $$;`;

export const DROP_SEED_FUNCTION_SQL = 'DROP FUNCTION IF EXISTS collabhub_seed_u(bigint, int);';

/** Every fifth channel (i % 5 = 1) belongs to a member: ~20% members, 80% not yet members. */
export function seedUsersSql(from: number, to: number): string {
  return `
INSERT INTO users (firebase_uid, email, validated, is_premium, created_at, updated_at)
SELECT 'seed-user-' || i, 'creator' || i || '@example.com', true, (i % 10 = 1), ts, ts
FROM generate_series(${from}, ${to}) AS i,
  LATERAL (SELECT timestamptz '2026-01-01 00:00:00+00' - collabhub_seed_u(i, 1) * interval '1000 days' AS ts) t
WHERE i % 5 = 1
ON CONFLICT (firebase_uid) DO NOTHING;`;
}

/** Uniform draws per channel: slot n reads 20 bits of the row's three md5 hashes (at most 19 slots). */
const CHANNEL_DRAWS = [2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21] as const;
const draw = (hashes: string, k: (typeof CHANNEL_DRAWS)[number]) =>
  `(('x' || substr(${hashes}, ${CHANNEL_DRAWS.indexOf(k) * 5 + 1}, 5))::bit(20)::int / 1048576.0)`;

/**
 * Channels from..to. `verifiedShare` of them (drawn per channel) have YouTube-synced stats: synced now, with a last
 * upload 0-60 days ago, so about half of those fall in discovery's 30-day window (recently_active, migration 0270,
 * written here too because bulk loads skip the trigger that sets it).
 */
export function seedChannelsSql(from: number, to: number, verifiedShare = 0): string {
  const u = (k: (typeof CHANNEL_DRAWS)[number]) => draw('r.h', k);
  // Draws of their own (the md5 slots above are all taken); constant when no channel is verified.
  const verified = verifiedShare > 0 ? `collabhub_seed_u(g.i, 40) < ${Number(verifiedShare)}` : 'false';
  // The OFFSET 0 fences keep PostgreSQL from flattening the subqueries r, s and x into the outer query, which
  // would copy their expressions (md5 calls included) into every reference and evaluate them again there.
  return `
INSERT INTO channels (youtube_id, name, handle, link, thumbnail, subscribers, views, videos, category_id,
  main_language, description, about, country, city, collaboration_interests, collaboration_status, owner_user_id,
  created_at, updated_at, synced_at, last_upload_at, recently_active)
SELECT yt, name, handle, 'https://www.youtube.com/channel/' || yt, '/api/avatars/' || slug || '.svg',
  subs, subs * (40 + floor(${draw('x.h', 11)} * 400))::bigint, 5 + floor(${draw('x.h', 12)} * 1500)::int,
  category_id, lang, description, about, country, city, interests, status, owner, created, created,
  CASE WHEN verified THEN now() END, uploaded, coalesce(uploaded >= now() - interval '30 days', false)
FROM (
  SELECT g.i, r.h, s.*, ${verified} AS verified,
    CASE WHEN ${verified} THEN now() - collabhub_seed_u(g.i, 41) * interval '60 days' END AS uploaded,
    'UC' || substr(md5('yt' || g.i), 1, 22) AS yt,
    lower(regexp_replace(s.name, '[^A-Za-z0-9]+', '-', 'g')) || '-' || g.i AS slug,
    '@' || lower(regexp_replace(s.name, '[^A-Za-z0-9]+', '', 'g')) || g.i AS handle,
    CASE WHEN s.owner IS NULL AND ${u(13)} < 0.08 THEN NULL ELSE ${pick(CATEGORY_WEIGHTS, u(4))}::smallint END
      AS category_id,
    CASE WHEN s.owner IS NULL AND ${u(14)} < 0.05 THEN NULL
         WHEN ${u(15)} < 0.75 THEN split_part(s.place, '|', 3) ELSE 'English' END AS lang,
    CASE WHEN s.owner IS NULL AND ${u(16)} < 0.3 THEN NULL ELSE (1 + floor(${u(17)} * 3))::smallint END AS status,
    CASE WHEN s.owner IS NULL AND ${u(18)} < 0.4 THEN NULL
         ELSE 'Hi! We make ' || lower(s.name) || ' videos from ' || split_part(s.place, '|', 2) || '. New uploads every week.'
    END AS about,
    CASE WHEN s.owner IS NULL AND ${u(19)} < 0.5 THEN NULL ELSE ${pick(INTERESTS, u(20))} END AS interests,
    'Welcome to ' || s.name || '! Videos, stories and experiments for curious viewers.' AS description,
    split_part(s.place, '|', 1) AS country,
    split_part(s.place, '|', 2) AS city,
    timestamptz '2026-01-01 00:00:00+00' - ${u(21)} * interval '1500 days' AS created,
    -- Log-normal subscribers (median ~30k), clamped to 100 .. 8M.
    least(8000000, greatest(100, floor(exp(ln(30000) + 1.9 * sqrt(-2 * ln(greatest(${u(2)}, 1e-9)))
      * cos(2 * pi() * ${u(3)})))))::bigint AS subs
  FROM generate_series(${from}, ${to}) AS g(i)
  -- Three md5 calls per row feed all of its draws (one call per draw was most of the load time).
  CROSS JOIN LATERAL (SELECT md5(g.i || ':a') || md5(g.i || ':b') || md5(g.i || ':c') AS h OFFSET 0) r
  LEFT JOIN users u ON u.firebase_uid = 'seed-user-' || g.i
  CROSS JOIN LATERAL (
    SELECT ${pick(NAME_FIRST, u(5))} || ' ' || ${pick(NAME_SECOND, u(6))} || ${pick(NAME_SUFFIX, u(7))} AS name,
      ${pick(PLACES, u(8))} AS place,
      u.id AS owner
    OFFSET 0
  ) s
  OFFSET 0
) x
ORDER BY i
ON CONFLICT (youtube_id) DO NOTHING;`;
}

/**
 * Content languages (main first, a second one for ~30%) and three topic tags per seeded channel from
 * `fromChannelId` on; `part` splits the work into independent slices (id % of = index) for parallel loads.
 */
export function seedChannelLinksSql(fromChannelId: number, part: { index: number; of: number } = { index: 0, of: 1 }): string {
  const slice = `c.id % ${part.of} = ${part.index}`;
  return `
INSERT INTO channel_languages (channel_id, language_id, position)
SELECT c.id, l.id, 0 FROM channels c JOIN languages l ON l.language = c.main_language
WHERE c.id >= ${fromChannelId} AND ${slice}
ON CONFLICT DO NOTHING;
INSERT INTO channel_languages (channel_id, language_id, position)
SELECT c.id, l.id, 1 FROM channels c
JOIN languages l ON l.language = CASE WHEN c.main_language = 'English' THEN 'Spanish' ELSE 'English' END
WHERE c.id >= ${fromChannelId} AND ${slice} AND c.main_language IS NOT NULL AND collabhub_seed_u(c.id, 30) < 0.3
ON CONFLICT DO NOTHING;
INSERT INTO channel_tags (channel_id, tag_id)
SELECT c.id, t.id FROM channels c
CROSS JOIN generate_series(1, 3) AS k
JOIN tags t ON t.id = 1 + floor(collabhub_seed_u(c.id, 40 + k) * (SELECT count(*) FROM tags))::int
WHERE c.id >= ${fromChannelId} AND ${slice}
ON CONFLICT DO NOTHING;`;
}
