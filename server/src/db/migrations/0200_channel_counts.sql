-- Exact discovery totals without counting rows (modules/channels/channel-counts.ts). channel_counts holds, per
-- (category, language, collaboration status, subscriber bucket), how many channels there are; every attribute is
-- also rolled up as ANY (category -1, language '', status -1), so each channel counts under 8 keys of its bucket.
-- Statement-level triggers on channels append +1/-1 rows to channel_count_deltas; a read sums both tables, so it
-- is exact at once, and the queue `channel-counts.fold` moves the deltas into channel_counts every minute.

-- The subscriber edges: 0, then 1, 2, 3, 5 and {1, 2, 2.5, 3, 5} x 10^k for k = 1..15 (integers only). Each edge
-- value has a bucket of its own (odd ids 2w - 1) and each open interval after an edge another (even ids 2w), so a
-- filter [E[a], E[b]] (bounds inclusive) is exactly buckets 2a - 1 .. 2b - 1. The TS mirror is
-- SUBSCRIBER_BUCKET_EDGES in channel-counts.ts (a test checks that the two agree).
CREATE FUNCTION subscriber_bucket(s bigint) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN w >= 1 AND s = e[w] THEN 2 * w - 1 ELSE 2 * w END)::smallint
  FROM (SELECT e, width_bucket(s, e) AS w FROM (SELECT '{0,1,2,3,5,
    10,20,25,30,50,100,200,250,300,500,1000,2000,2500,3000,5000,
    10000,20000,25000,30000,50000,100000,200000,250000,300000,500000,
    1000000,2000000,2500000,3000000,5000000,10000000,20000000,25000000,30000000,50000000,
    100000000,200000000,250000000,300000000,500000000,1000000000,2000000000,2500000000,3000000000,5000000000,
    10000000000,20000000000,25000000000,30000000000,50000000000,
    100000000000,200000000000,250000000000,300000000000,500000000000,
    1000000000000,2000000000000,2500000000000,3000000000000,5000000000000,
    10000000000000,20000000000000,25000000000000,30000000000000,50000000000000,
    100000000000000,200000000000000,250000000000000,300000000000000,500000000000000,
    1000000000000000,2000000000000000,2500000000000000,3000000000000000,5000000000000000}'::bigint[] AS e) edges) b
$$;

CREATE TABLE channel_counts (
  -- category_id, or -1: any category (channels without one count only here).
  category_id smallint NOT NULL,
  -- lower(main_language) (the language filter's expression), or '': any language (none or empty: only here).
  lang text NOT NULL,
  -- collaboration_status, or -1: any status (channels without one count only here).
  status smallint NOT NULL,
  -- subscriber_bucket(subscribers).
  bucket smallint NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (category_id, lang, status, bucket)
);

-- Append-only, so concurrent writers of channels never wait on (or deadlock over) a shared counter row.
CREATE TABLE channel_count_deltas (
  category_id smallint NOT NULL,
  lang text NOT NULL,
  status smallint NOT NULL,
  bucket smallint NOT NULL,
  n integer NOT NULL
);
CREATE INDEX channel_count_deltas_key_idx ON channel_count_deltas (category_id, lang, status, bucket);

-- +1 under each of a new row's 8 keys, -1 under each of an old row's, summed per key; keys that net to zero are
-- not written (an UPDATE that changes none of the four columns writes nothing). One statement per branch: a
-- trigger sees only the transition tables it declares, and plpgsql plans a statement when it first runs it.
CREATE FUNCTION channel_count_keys(subs bigint, cat smallint, language text, stat smallint)
RETURNS TABLE (category_id smallint, lang text, status smallint, bucket smallint) LANGUAGE sql IMMUTABLE AS $$
  SELECT c.k, l.k, s.k, subscriber_bucket(subs)
  FROM (VALUES (-1::smallint), (cat)) c(k),
       (VALUES (''::text), (nullif(lower(language), ''))) l(k),
       (VALUES (-1::smallint), (stat)) s(k)
  WHERE c.k IS NOT NULL AND l.k IS NOT NULL AND s.k IS NOT NULL
$$;

CREATE FUNCTION channel_counts_from_channels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO channel_count_deltas (category_id, lang, status, bucket, n)
    SELECT k.category_id, k.lang, k.status, k.bucket, count(*)::int
    FROM channel_count_new r, channel_count_keys(r.subscribers, r.category_id, r.main_language, r.collaboration_status) k
    GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO channel_count_deltas (category_id, lang, status, bucket, n)
    SELECT k.category_id, k.lang, k.status, k.bucket, -count(*)::int
    FROM channel_count_old r, channel_count_keys(r.subscribers, r.category_id, r.main_language, r.collaboration_status) k
    GROUP BY 1, 2, 3, 4;
  ELSE
    INSERT INTO channel_count_deltas (category_id, lang, status, bucket, n)
    SELECT k.category_id, k.lang, k.status, k.bucket, sum(r.sign)::int
    FROM (
      SELECT subscribers, category_id, main_language, collaboration_status, 1 AS sign FROM channel_count_new
      UNION ALL
      SELECT subscribers, category_id, main_language, collaboration_status, -1 FROM channel_count_old
    ) r, channel_count_keys(r.subscribers, r.category_id, r.main_language, r.collaboration_status) k
    GROUP BY 1, 2, 3, 4
    HAVING sum(r.sign) <> 0;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER channel_counts_on_insert AFTER INSERT ON channels REFERENCING NEW TABLE AS channel_count_new
  FOR EACH STATEMENT EXECUTE FUNCTION channel_counts_from_channels();
CREATE TRIGGER channel_counts_on_update AFTER UPDATE ON channels
  REFERENCING OLD TABLE AS channel_count_old NEW TABLE AS channel_count_new
  FOR EACH STATEMENT EXECUTE FUNCTION channel_counts_from_channels();
CREATE TRIGGER channel_counts_on_delete AFTER DELETE ON channels REFERENCING OLD TABLE AS channel_count_old
  FOR EACH STATEMENT EXECUTE FUNCTION channel_counts_from_channels();

-- TRUNCATE fires no row changes: the counts start again from nothing.
CREATE FUNCTION channel_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM channel_counts;
  DELETE FROM channel_count_deltas;
  RETURN NULL;
END $$;
CREATE TRIGGER channel_counts_on_truncate AFTER TRUNCATE ON channels
  FOR EACH STATEMENT EXECUTE FUNCTION channel_counts_on_truncate();

-- The counts recomputed from channels in one grouped pass: the initial fill below, and after a bulk load that ran
-- without triggers (db/seed/seed.ts). Writers of channels wait for it (SHARE lock) so no change is missed or
-- counted twice. GROUPING() tells a rolled-up ANY from a channel's own NULL, which counts only under ANY.
CREATE FUNCTION channel_counts_rebuild() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  keys bigint;
BEGIN
  LOCK TABLE channels IN SHARE MODE;
  DELETE FROM channel_counts;
  DELETE FROM channel_count_deltas;
  INSERT INTO channel_counts (category_id, lang, status, bucket, n)
  SELECT CASE WHEN grouping(category_id) = 1 THEN -1 ELSE category_id END,
         CASE WHEN grouping(lang) = 1 THEN '' ELSE lang END,
         CASE WHEN grouping(status) = 1 THEN -1 ELSE status END,
         bucket, count(*)
  FROM (
    SELECT category_id, nullif(lower(main_language), '') AS lang, collaboration_status AS status,
           subscriber_bucket(subscribers) AS bucket
    FROM channels
  ) c
  GROUP BY bucket, CUBE (category_id, lang, status)
  HAVING (grouping(category_id) = 1 OR category_id IS NOT NULL)
     AND (grouping(lang) = 1 OR lang IS NOT NULL)
     AND (grouping(status) = 1 OR status IS NOT NULL);
  GET DIAGNOSTICS keys = ROW_COUNT;
  RETURN keys;
END $$;

SELECT channel_counts_rebuild();
