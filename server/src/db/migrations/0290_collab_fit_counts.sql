-- The fit sort's length without counting rows (modules/collab-fit/fit-counts.ts). A page past the listing's end
-- (31 random pages in 32) asks only how many candidates there are: each size step gives min(its limit, its channels),
-- and counting a step's channels through its index cost 1.0-1.4 ms a request at 1,000,000 channels, half of what
-- PostgreSQL spent on discovery under load. channel_fit_counts holds, per (category, language, size step, status,
-- recently active), how many channels the fit sort may list there (never Not Actively Seeking), with category and
-- language each rolled up as ANY, so every step is one or two keys: "the category in another language" is
-- n(category, ANY) - n(category, language). The same append-only deltas as channel_counts (0200): triggers on
-- channel_fit append +1/-1 rows, a read sums both tables, and the queue `channel-counts.fold` folds them.
CREATE TABLE channel_fit_counts (
  -- category_id, or -1: any category (channels without one count only here).
  category_id smallint NOT NULL,
  -- channel_fit.lang, or '': any language (none or empty: only here).
  lang text NOT NULL,
  size_bucket smallint NOT NULL,
  -- status, or -1: none (not a roll-up: the fit sort's filter reads each status apart).
  status smallint NOT NULL,
  active boolean NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (category_id, lang, size_bucket, status, active)
);
-- The read: a key's size steps by an index-only scan (through the primary key, each of its rows was a heap block of
-- its own: 45 blocks for 48 rows).
CREATE INDEX channel_fit_counts_read_idx ON channel_fit_counts (category_id, lang, size_bucket) INCLUDE (status, active, n);

-- Append-only, so concurrent writers of channel_fit never wait on (or deadlock over) a shared counter row.
CREATE TABLE channel_fit_count_deltas (
  category_id smallint NOT NULL,
  lang text NOT NULL,
  size_bucket smallint NOT NULL,
  status smallint NOT NULL,
  active boolean NOT NULL,
  n integer NOT NULL
);
CREATE INDEX channel_fit_count_deltas_key_idx ON channel_fit_count_deltas (category_id, lang, size_bucket, status, active);

-- A row's keys: its category and ANY times its language and ANY (4, fewer without a category or language); none for
-- Not Actively Seeking (3), which the fit sort never lists.
CREATE FUNCTION channel_fit_count_keys(cat smallint, language text, bucket smallint, stat smallint, recent boolean)
RETURNS TABLE (category_id smallint, lang text, size_bucket smallint, status smallint, active boolean)
LANGUAGE sql IMMUTABLE AS $$
  SELECT c.k, l.k, bucket, coalesce(stat, -1::smallint), recent
  FROM (VALUES (-1::smallint), (cat)) c(k),
       (VALUES (''::text), (nullif(language, ''))) l(k)
  WHERE c.k IS NOT NULL AND l.k IS NOT NULL AND stat IS DISTINCT FROM 3
$$;

-- One statement per branch, as in 0200: keys that net to zero are not written (an UPDATE of the topics, formats or
-- responsiveness writes nothing).
CREATE FUNCTION channel_fit_counts_from_fit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO channel_fit_count_deltas (category_id, lang, size_bucket, status, active, n)
    SELECT k.category_id, k.lang, k.size_bucket, k.status, k.active, count(*)::int
    FROM fit_count_new r, channel_fit_count_keys(r.category_id, r.lang, r.size_bucket, r.status, r.recently_active) k
    GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO channel_fit_count_deltas (category_id, lang, size_bucket, status, active, n)
    SELECT k.category_id, k.lang, k.size_bucket, k.status, k.active, -count(*)::int
    FROM fit_count_old r, channel_fit_count_keys(r.category_id, r.lang, r.size_bucket, r.status, r.recently_active) k
    GROUP BY 1, 2, 3, 4, 5;
  ELSE
    INSERT INTO channel_fit_count_deltas (category_id, lang, size_bucket, status, active, n)
    SELECT k.category_id, k.lang, k.size_bucket, k.status, k.active, sum(r.sign)::int
    FROM (
      SELECT category_id, lang, size_bucket, status, recently_active, 1 AS sign FROM fit_count_new
      UNION ALL
      SELECT category_id, lang, size_bucket, status, recently_active, -1 FROM fit_count_old
    ) r, channel_fit_count_keys(r.category_id, r.lang, r.size_bucket, r.status, r.recently_active) k
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(r.sign) <> 0;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER channel_fit_counts_on_insert AFTER INSERT ON channel_fit REFERENCING NEW TABLE AS fit_count_new
  FOR EACH STATEMENT EXECUTE FUNCTION channel_fit_counts_from_fit();
CREATE TRIGGER channel_fit_counts_on_update AFTER UPDATE ON channel_fit
  REFERENCING OLD TABLE AS fit_count_old NEW TABLE AS fit_count_new
  FOR EACH STATEMENT EXECUTE FUNCTION channel_fit_counts_from_fit();
CREATE TRIGGER channel_fit_counts_on_delete AFTER DELETE ON channel_fit REFERENCING OLD TABLE AS fit_count_old
  FOR EACH STATEMENT EXECUTE FUNCTION channel_fit_counts_from_fit();

CREATE FUNCTION channel_fit_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM channel_fit_counts;
  DELETE FROM channel_fit_count_deltas;
  RETURN NULL;
END $$;
CREATE TRIGGER channel_fit_counts_on_truncate AFTER TRUNCATE ON channel_fit
  FOR EACH STATEMENT EXECUTE FUNCTION channel_fit_counts_on_truncate();

-- The counts recomputed from channel_fit in one grouped pass: the initial fill below, and after a bulk load that
-- ran without triggers (db/seed/seed.ts). Writers of channel_fit wait for it (SHARE lock).
CREATE FUNCTION channel_fit_counts_rebuild() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  keys bigint;
BEGIN
  LOCK TABLE channel_fit IN SHARE MODE;
  DELETE FROM channel_fit_counts;
  DELETE FROM channel_fit_count_deltas;
  INSERT INTO channel_fit_counts (category_id, lang, size_bucket, status, active, n)
  SELECT k.category_id, k.lang, k.size_bucket, k.status, k.active, sum(g.n)
  FROM (
    SELECT category_id, lang, size_bucket, status, recently_active, count(*) AS n
    FROM channel_fit WHERE status IS DISTINCT FROM 3
    GROUP BY 1, 2, 3, 4, 5
  ) g, channel_fit_count_keys(g.category_id, g.lang, g.size_bucket, g.status, g.recently_active) k
  GROUP BY 1, 2, 3, 4, 5;
  GET DIAGNOSTICS keys = ROW_COUNT;
  RETURN keys;
END $$;

SELECT channel_fit_counts_rebuild();
