-- Verified channel statistics kept fresh by the YouTube sync (background jobs), their history, the member's stored
-- YouTube grant, the daily quota ledger and the audit of purged channel data.

-- When YouTube last confirmed the channel's numbers, the response's ETag (an unchanged channel costs a 304), the
-- last upload (from the uploads playlist) and when the stored statistics were last refreshed from YouTube.
ALTER TABLE channels
  ADD COLUMN synced_at timestamptz,
  ADD COLUMN stats_etag varchar(200),
  ADD COLUMN uploads_playlist_id varchar(64),
  ADD COLUMN last_upload_at timestamptz,
  -- Set when YouTube first failed to return a never-synced channel: such data is purged 30 days later.
  ADD COLUMN sync_missing_since timestamptz;
-- The discovery filter "active in the last 30 days".
CREATE INDEX channels_last_upload_idx ON channels (last_upload_at DESC) WHERE last_upload_at IS NOT NULL;
-- The sweep picks the channels whose numbers are oldest.
CREATE INDEX channels_synced_at_idx ON channels (synced_at NULLS FIRST, id);

-- One row per sync that read numbers: the growth history.
CREATE TABLE channel_stats (
  channel_id integer NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  subscribers bigint NOT NULL,
  views bigint NOT NULL,
  videos integer NOT NULL,
  PRIMARY KEY (channel_id, recorded_at)
);

-- A member's read-only YouTube grant: the refresh token encrypted (AES-256-GCM, key from the configuration).
-- status 'revoked': Google answered invalid_grant; sync skips the channel until the owner reconnects.
CREATE TABLE youtube_grants (
  channel_id integer PRIMARY KEY REFERENCES channels(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  refresh_token_enc text NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'revoked')),
  revoked_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX youtube_grants_user_idx ON youtube_grants (user_id);

-- Data API units spent per quota day (YouTube's day runs from midnight to midnight Pacific time), and the time
-- before which no call is made once YouTube answered quotaExceeded.
CREATE TABLE youtube_quota (
  day date PRIMARY KEY,
  units integer NOT NULL DEFAULT 0,
  blocked_until timestamptz
);

-- Each deletion of a non-member channel's YouTube data that could not be refreshed within 30 days.
CREATE TABLE youtube_data_purges (
  id serial PRIMARY KEY,
  channel_id integer NOT NULL,
  youtube_id varchar(64) NOT NULL,
  channel_name varchar(200) NOT NULL,
  last_synced_at timestamptz,
  reason varchar(200) NOT NULL,
  purged_at timestamptz NOT NULL DEFAULT now()
);
