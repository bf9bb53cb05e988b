-- Discovery's "active within 30 days" as a column the indexes and the counts can carry (modules/channels/
-- recent-activity.ts). The window moves with time alone, so no index on last_upload_at could serve it beside a sort
-- order: a page walked a sort index and read each row from the table to test its upload date (nine in ten failing
-- when a tenth of the channels upload monthly), and the trigger-kept counts could not give a total.
--
-- recently_active is true exactly when last_upload_at lies within the last 30 days as of the last refresh: a row
-- trigger sets it whenever last_upload_at is written (the YouTube sync), and the queue `channel-activity.expire`
-- clears it each minute for channels that have aged out since (channels_recently_active_expiry_idx finds them).
-- So it is never false for a channel inside the window, and true for one outside it for at most about a minute.
-- Discovery's window is the flag: listings, the fit sort and the counts read it alike.
ALTER TABLE channels ADD COLUMN recently_active boolean NOT NULL DEFAULT false;

CREATE FUNCTION channels_recently_active() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.recently_active := coalesce(NEW.last_upload_at >= now() - interval '30 days', false);
  RETURN NEW;
END $$;
CREATE TRIGGER channels_recently_active_on_insert BEFORE INSERT ON channels
  FOR EACH ROW WHEN (NEW.last_upload_at IS NOT NULL OR NEW.recently_active) EXECUTE FUNCTION channels_recently_active();
CREATE TRIGGER channels_recently_active_on_upload BEFORE UPDATE OF last_upload_at, recently_active ON channels
  FOR EACH ROW EXECUTE FUNCTION channels_recently_active();

-- The expiry's walk: only flagged channels, oldest upload first.
CREATE INDEX channels_recently_active_expiry_idx ON channels (last_upload_at) WHERE recently_active;

-- One index per sort over the flagged channels only (about a tenth of them when a tenth upload monthly), covering
-- every other filter, so a page with the window is an index-only walk of the window alone.
CREATE INDEX channels_active_relevance_idx ON channels (relevance_rank DESC, subscribers DESC, id DESC)
  INCLUDE (category_id, main_language, collaboration_status) WHERE recently_active;
CREATE INDEX channels_active_subscribers_idx ON channels (subscribers DESC, id DESC)
  INCLUDE (category_id, main_language, collaboration_status) WHERE recently_active;
CREATE INDEX channels_active_recent_idx ON channels (created_at DESC, id DESC)
  INCLUDE (subscribers, category_id, main_language, collaboration_status) WHERE recently_active;

-- The counts gain the flag as a key part: `active` false is ANY (every channel, as before), true only the flagged
-- channels. A flagged channel thus counts under 16 keys of its bucket, any other under 8.
ALTER TABLE channel_counts ADD COLUMN active boolean NOT NULL DEFAULT false;
ALTER TABLE channel_counts DROP CONSTRAINT channel_counts_pkey;
ALTER TABLE channel_counts ADD PRIMARY KEY (active, category_id, lang, status, bucket);
ALTER TABLE channel_count_deltas ADD COLUMN active boolean NOT NULL DEFAULT false;
DROP INDEX channel_count_deltas_key_idx;
CREATE INDEX channel_count_deltas_key_idx ON channel_count_deltas (active, category_id, lang, status, bucket);

DROP FUNCTION channel_count_keys(bigint, smallint, text, smallint);
CREATE FUNCTION channel_count_keys(subs bigint, cat smallint, language text, stat smallint, recent boolean)
RETURNS TABLE (active boolean, category_id smallint, lang text, status smallint, bucket smallint) LANGUAGE sql IMMUTABLE AS $$
  SELECT a.k, c.k, l.k, s.k, subscriber_bucket(subs)
  FROM (VALUES (false), (CASE WHEN recent THEN true END)) a(k),
       (VALUES (-1::smallint), (cat)) c(k),
       (VALUES (''::text), (nullif(lower(language), ''))) l(k),
       (VALUES (-1::smallint), (stat)) s(k)
  WHERE a.k IS NOT NULL AND c.k IS NOT NULL AND l.k IS NOT NULL AND s.k IS NOT NULL
$$;

CREATE OR REPLACE FUNCTION channel_counts_from_channels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO channel_count_deltas (active, category_id, lang, status, bucket, n)
    SELECT k.active, k.category_id, k.lang, k.status, k.bucket, count(*)::int
    FROM channel_count_new r,
         channel_count_keys(r.subscribers, r.category_id, r.main_language, r.collaboration_status, r.recently_active) k
    GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO channel_count_deltas (active, category_id, lang, status, bucket, n)
    SELECT k.active, k.category_id, k.lang, k.status, k.bucket, -count(*)::int
    FROM channel_count_old r,
         channel_count_keys(r.subscribers, r.category_id, r.main_language, r.collaboration_status, r.recently_active) k
    GROUP BY 1, 2, 3, 4, 5;
  ELSE
    INSERT INTO channel_count_deltas (active, category_id, lang, status, bucket, n)
    SELECT k.active, k.category_id, k.lang, k.status, k.bucket, sum(r.sign)::int
    FROM (
      SELECT subscribers, category_id, main_language, collaboration_status, recently_active, 1 AS sign FROM channel_count_new
      UNION ALL
      SELECT subscribers, category_id, main_language, collaboration_status, recently_active, -1 FROM channel_count_old
    ) r, channel_count_keys(r.subscribers, r.category_id, r.main_language, r.collaboration_status, r.recently_active) k
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(r.sign) <> 0;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION channel_counts_rebuild() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  keys bigint;
BEGIN
  LOCK TABLE channels IN SHARE MODE;
  DELETE FROM channel_counts;
  DELETE FROM channel_count_deltas;
  -- Every channel under active = false (ANY), the flagged ones again under true.
  INSERT INTO channel_counts (active, category_id, lang, status, bucket, n)
  SELECT a.active,
         CASE WHEN grouping(category_id) = 1 THEN -1 ELSE category_id END,
         CASE WHEN grouping(lang) = 1 THEN '' ELSE lang END,
         CASE WHEN grouping(status) = 1 THEN -1 ELSE status END,
         bucket, count(*)
  FROM (
    SELECT category_id, nullif(lower(main_language), '') AS lang, collaboration_status AS status,
           subscriber_bucket(subscribers) AS bucket, recently_active
    FROM channels
  ) c
  JOIN (VALUES (false), (true)) a(active) ON NOT a.active OR c.recently_active
  GROUP BY a.active, bucket, CUBE (category_id, lang, status)
  HAVING (grouping(category_id) = 1 OR category_id IS NOT NULL)
     AND (grouping(lang) = 1 OR lang IS NOT NULL)
     AND (grouping(status) = 1 OR status IS NOT NULL);
  GET DIAGNOSTICS keys = ROW_COUNT;
  RETURN keys;
END $$;

-- Channels synced before this migration: flagged through the trigger, then counted afresh.
UPDATE channels SET recently_active = true WHERE last_upload_at >= now() - interval '30 days';
SELECT channel_counts_rebuild();
