-- Channel indexes: one per offered filter and sort of loadFilteredChannels, plus trigram search.
-- Kept in their own migration so the bulk seed can drop and recreate them around a large load.
CREATE UNIQUE INDEX IF NOT EXISTS channels_owner_unique ON channels (owner_user_id) WHERE owner_user_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS channels_subscribers_idx ON channels (subscribers DESC, id DESC);
CREATE INDEX IF NOT EXISTS channels_recent_idx ON channels (created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS channels_relevance_idx ON channels (relevance_rank DESC, subscribers DESC, id DESC);
CREATE INDEX IF NOT EXISTS channels_category_idx ON channels (category_id, subscribers DESC, id DESC);
CREATE INDEX IF NOT EXISTS channels_language_idx ON channels (lower(main_language), subscribers DESC, id DESC);
CREATE INDEX IF NOT EXISTS channels_status_idx ON channels (collaboration_status, subscribers DESC, id DESC);
CREATE INDEX IF NOT EXISTS channels_name_trgm_idx ON channels USING gin (lower(name) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS channel_languages_language_idx ON channel_languages (language_id);
CREATE INDEX IF NOT EXISTS channel_tags_tag_idx ON channel_tags (tag_id);
