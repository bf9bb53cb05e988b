-- Discovery that explains itself: the collab-fit features of every channel, similar channels, saved searches.
-- docs/discovery.md describes the score; shared-api/src/collab-fit.ts holds its rules.

-- cube: the small topic/size/language vector of "similar channels" (GiST nearest-neighbour search with <->).
CREATE EXTENSION IF NOT EXISTS cube;

-- One row per channel, kept by the triggers below: what the fit score and its candidate indexes read, so ranking a
-- member against a million channels touches this narrow table and its indexes only.
CREATE TABLE channel_fit (
  channel_id integer PRIMARY KEY REFERENCES channels(id) ON DELETE CASCADE,
  subscribers bigint NOT NULL DEFAULT 0,
  category_id smallint,
  -- lower(main_language)
  lang varchar(64),
  -- the languages row of that name (the vector needs a number)
  lang_id integer,
  -- floor(2 * log10(subscribers + 1)): one step is about x3.2 subscribers
  size_bucket smallint NOT NULL DEFAULT 0,
  status smallint,
  topic_ids integer[] NOT NULL DEFAULT '{}',
  formats text[] NOT NULL DEFAULT '{}',
  verified boolean NOT NULL DEFAULT false,
  last_upload_at timestamptz,
  answered_share double precision,
  median_reply_hours double precision,
  channel_created_at timestamptz NOT NULL DEFAULT now(),
  -- when a column the score or a saved search reads last changed (saved-search alerts look at it)
  changed_at timestamptz NOT NULL DEFAULT now(),
  vec cube NOT NULL
);

CREATE FUNCTION channel_fit_size_bucket(subscribers bigint) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor(2 * log(greatest(subscribers, 0) + 1))::smallint $$;

-- Category dominates language, which dominates size: neighbours share category and language while there are any.
CREATE FUNCTION channel_fit_vec(category_id smallint, lang_id integer, size_bucket smallint) RETURNS cube
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT cube(ARRAY[coalesce(category_id, 0) * 10000.0, coalesce(lang_id, 0) * 100.0, size_bucket * 1.0]::float8[]) $$;

-- Statement-level triggers with transition tables: a bulk insert of channels costs one set-based upsert.
CREATE FUNCTION channel_fit_from_channels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_fit AS f (channel_id, subscribers, category_id, lang, lang_id, size_bucket, status, verified,
                                last_upload_at, channel_created_at, vec)
  SELECT n.id, n.subscribers, n.category_id, lower(n.main_language), l.id, channel_fit_size_bucket(n.subscribers),
         n.collaboration_status, n.synced_at IS NOT NULL, n.last_upload_at, n.created_at,
         channel_fit_vec(n.category_id, l.id, channel_fit_size_bucket(n.subscribers))
    FROM fit_changed_channels n
    LEFT JOIN (SELECT lower(language) AS name, min(id) AS id FROM languages GROUP BY 1) l ON l.name = lower(n.main_language)
  ON CONFLICT (channel_id) DO UPDATE SET
    subscribers = excluded.subscribers, category_id = excluded.category_id, lang = excluded.lang,
    lang_id = excluded.lang_id, size_bucket = excluded.size_bucket, status = excluded.status,
    verified = excluded.verified, last_upload_at = excluded.last_upload_at, vec = excluded.vec, changed_at = now()
  WHERE (f.subscribers, f.category_id, f.lang, f.status, f.verified, f.last_upload_at)
    IS DISTINCT FROM (excluded.subscribers, excluded.category_id, excluded.lang, excluded.status, excluded.verified,
                      excluded.last_upload_at);
  RETURN NULL;
END $$;
CREATE TRIGGER channel_fit_on_insert AFTER INSERT ON channels REFERENCING NEW TABLE AS fit_changed_channels
  FOR EACH STATEMENT EXECUTE FUNCTION channel_fit_from_channels();
CREATE TRIGGER channel_fit_on_update AFTER UPDATE ON channels REFERENCING NEW TABLE AS fit_changed_channels
  FOR EACH STATEMENT EXECUTE FUNCTION channel_fit_from_channels();

CREATE FUNCTION channel_fit_refresh_topics() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE channel_fit f
     SET topic_ids = coalesce((SELECT array_agg(t.tag_id ORDER BY t.tag_id) FROM channel_tags t WHERE t.channel_id = f.channel_id), '{}')
   WHERE f.channel_id IN (SELECT DISTINCT channel_id FROM fit_changed_tags);
  RETURN NULL;
END $$;
CREATE TRIGGER channel_fit_tags_on_insert AFTER INSERT ON channel_tags REFERENCING NEW TABLE AS fit_changed_tags
  FOR EACH STATEMENT EXECUTE FUNCTION channel_fit_refresh_topics();
CREATE TRIGGER channel_fit_tags_on_delete AFTER DELETE ON channel_tags REFERENCING OLD TABLE AS fit_changed_tags
  FOR EACH STATEMENT EXECUTE FUNCTION channel_fit_refresh_topics();

CREATE FUNCTION channel_fit_formats_of(options jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(e.key ORDER BY e.key), '{}') FROM jsonb_each(options) e
        WHERE jsonb_typeof(e.value) = 'object' AND e.value->>'available' = 'true' $$;

CREATE FUNCTION channel_fit_refresh_formats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE channel_fit f SET formats = channel_fit_formats_of(c.options)
    FROM fit_changed_options c WHERE f.channel_id = c.channel_id;
  RETURN NULL;
END $$;
CREATE TRIGGER channel_fit_options_on_insert AFTER INSERT ON channel_collaboration REFERENCING NEW TABLE AS fit_changed_options
  FOR EACH STATEMENT EXECUTE FUNCTION channel_fit_refresh_formats();
CREATE TRIGGER channel_fit_options_on_update AFTER UPDATE ON channel_collaboration REFERENCING NEW TABLE AS fit_changed_options
  FOR EACH STATEMENT EXECUTE FUNCTION channel_fit_refresh_formats();

-- Responsiveness of the given channels over the last 180 days: collaboration requests they received (answered:
-- accepted or declined; withdrawn ones and requests pending for under 3 days do not count) and first messages
-- to their owner (answered: the owner wrote back in that conversation).
CREATE FUNCTION channel_fit_refresh_responsiveness(ids integer[]) RETURNS void LANGUAGE sql AS $$
  WITH asked AS (
    SELECT r.channel_id, r.status IN ('ACCEPTED', 'DECLINED') AS answered,
           extract(epoch FROM r.responded_at - r.created_at) / 3600.0 AS hours
      FROM collab_requests r
     WHERE r.channel_id = ANY(ids) AND r.created_at > now() - interval '180 days' AND r.status <> 'WITHDRAWN'
       AND (r.status <> 'PENDING' OR r.created_at < now() - interval '3 days')
    UNION ALL
    SELECT c.id, reply.at IS NOT NULL, extract(epoch FROM reply.at - first.created_at) / 3600.0
      FROM channels c
      JOIN messages first ON first.recipient_id = c.owner_user_id AND first.sequence = 1
      LEFT JOIN LATERAL (SELECT min(m.created_at) AS at FROM messages m
                          WHERE m.conversation_id = first.conversation_id AND m.sender_id = c.owner_user_id) reply ON true
     WHERE c.id = ANY(ids) AND first.created_at > now() - interval '180 days'
       AND (reply.at IS NOT NULL OR first.created_at < now() - interval '3 days')
  ), per_channel AS (
    SELECT channel_id, avg(answered::int)::float8 AS share,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY hours) FILTER (WHERE answered) AS median
      FROM asked GROUP BY channel_id
  )
  UPDATE channel_fit f SET answered_share = p.share, median_reply_hours = p.median
    FROM (SELECT id FROM unnest(ids) AS id) wanted LEFT JOIN per_channel p ON p.channel_id = wanted.id
   WHERE f.channel_id = wanted.id
     AND (f.answered_share, f.median_reply_hours) IS DISTINCT FROM (p.share, p.median)
$$;

CREATE FUNCTION channel_fit_on_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM channel_fit_refresh_responsiveness(ARRAY(SELECT DISTINCT channel_id FROM fit_changed_requests));
  RETURN NULL;
END $$;
CREATE TRIGGER channel_fit_requests_on_insert AFTER INSERT ON collab_requests REFERENCING NEW TABLE AS fit_changed_requests
  FOR EACH STATEMENT EXECUTE FUNCTION channel_fit_on_requests();
CREATE TRIGGER channel_fit_requests_on_update AFTER UPDATE ON collab_requests REFERENCING NEW TABLE AS fit_changed_requests
  FOR EACH STATEMENT EXECUTE FUNCTION channel_fit_on_requests();

-- Rebuilds the rows of channels lo..hi from their tables (the backfill below, and bulk loads that run without
-- triggers: server/src/db/seed/seed.ts calls it after each batch).
CREATE FUNCTION channel_fit_rebuild(lo integer, hi integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO channel_fit AS f (channel_id, subscribers, category_id, lang, lang_id, size_bucket, status, topic_ids, formats,
                                verified, last_upload_at, channel_created_at, vec)
  SELECT c.id, c.subscribers, c.category_id, lower(c.main_language), l.id, channel_fit_size_bucket(c.subscribers),
         c.collaboration_status,
         coalesce((SELECT array_agg(t.tag_id ORDER BY t.tag_id) FROM channel_tags t WHERE t.channel_id = c.id), '{}'),
         coalesce((SELECT channel_fit_formats_of(o.options) FROM channel_collaboration o WHERE o.channel_id = c.id), '{}'),
         c.synced_at IS NOT NULL, c.last_upload_at, c.created_at,
         channel_fit_vec(c.category_id, l.id, channel_fit_size_bucket(c.subscribers))
    FROM channels c
    LEFT JOIN (SELECT lower(language) AS name, min(id) AS id FROM languages GROUP BY 1) l ON l.name = lower(c.main_language)
   WHERE c.id BETWEEN lo AND hi
  ON CONFLICT (channel_id) DO UPDATE SET
    subscribers = excluded.subscribers, category_id = excluded.category_id, lang = excluded.lang,
    lang_id = excluded.lang_id, size_bucket = excluded.size_bucket, status = excluded.status,
    topic_ids = excluded.topic_ids, formats = excluded.formats, verified = excluded.verified,
    last_upload_at = excluded.last_upload_at, channel_created_at = excluded.channel_created_at, vec = excluded.vec,
    changed_at = now()
$$;

-- Existing channels.
SELECT channel_fit_rebuild(0, 2147483647);
SELECT channel_fit_refresh_responsiveness(ARRAY(SELECT DISTINCT channel_id FROM collab_requests));

-- Candidate indexes of the fit sort (never a scan of every channel): Not Actively Seeking is left out of them.
CREATE INDEX channel_fit_cat_lang_size_idx ON channel_fit (category_id, lang, size_bucket) WHERE status IS DISTINCT FROM 3;
CREATE INDEX channel_fit_cat_size_idx ON channel_fit (category_id, size_bucket) WHERE status IS DISTINCT FROM 3;
CREATE INDEX channel_fit_lang_size_idx ON channel_fit (lang, size_bucket) WHERE status IS DISTINCT FROM 3;
CREATE INDEX channel_fit_size_idx ON channel_fit (size_bucket) WHERE status IS DISTINCT FROM 3;
-- Similar channels: nearest neighbours on vec.
CREATE INDEX channel_fit_vec_idx ON channel_fit USING gist (vec);
-- Saved-search alerts: what changed since the last check.
CREATE INDEX channel_fit_changed_idx ON channel_fit (changed_at);

-- A member's named dashboard filters; checked_at is when the background check last looked for new matches.
CREATE TABLE saved_searches (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name varchar(60) NOT NULL,
  filter jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  checked_at timestamptz NOT NULL DEFAULT now(),
  -- new matches found by checks since the last weekly digest (the digest reads and resets it)
  unreported_matches integer NOT NULL DEFAULT 0
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, id);
CREATE INDEX saved_searches_checked_idx ON saved_searches (checked_at, id);
