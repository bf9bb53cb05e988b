-- Discovery at one million channels: one index per offered filter x sort, so every filtered page is an ordered
-- index walk that stops after the page (no sort of all matches, no walk of entries of other categories).
-- Each carries the other filter columns (INCLUDE), so combined filters are checked inside the index too and the
-- id-only page query of the repository is an index-only scan.
-- Filter x subscriber_count already exists (0002/0010: channels_category_idx, channels_language_idx,
-- channels_status_idx); this adds relevance and most_recent for each filter.
CREATE INDEX IF NOT EXISTS channels_category_relevance_idx
  ON channels (category_id, relevance_rank DESC, subscribers DESC, id DESC) INCLUDE (collaboration_status, main_language);
CREATE INDEX IF NOT EXISTS channels_category_recent_idx
  ON channels (category_id, created_at DESC, id DESC) INCLUDE (subscribers, collaboration_status, main_language);
CREATE INDEX IF NOT EXISTS channels_language_relevance_idx
  ON channels (lower(main_language), relevance_rank DESC, subscribers DESC, id DESC) INCLUDE (main_language, category_id, collaboration_status);
CREATE INDEX IF NOT EXISTS channels_language_recent_idx
  ON channels (lower(main_language), created_at DESC, id DESC) INCLUDE (main_language, subscribers, category_id, collaboration_status);
CREATE INDEX IF NOT EXISTS channels_status_relevance_idx
  ON channels (collaboration_status, relevance_rank DESC, subscribers DESC, id DESC) INCLUDE (category_id, main_language);
CREATE INDEX IF NOT EXISTS channels_status_recent_idx
  ON channels (collaboration_status, created_at DESC, id DESC) INCLUDE (subscribers, category_id, main_language);

-- The filter x subscriber_count indexes of 0002/0010 gain the other filter columns for combined filters.
DROP INDEX IF EXISTS channels_category_idx;
CREATE INDEX IF NOT EXISTS channels_category_idx
  ON channels (category_id, subscribers DESC, id DESC) INCLUDE (collaboration_status, main_language);
DROP INDEX IF EXISTS channels_status_idx;
CREATE INDEX IF NOT EXISTS channels_status_idx
  ON channels (collaboration_status, subscribers DESC, id DESC) INCLUDE (category_id, main_language);
DROP INDEX IF EXISTS channels_language_idx;
CREATE INDEX IF NOT EXISTS channels_language_idx
  ON channels (lower(main_language), subscribers DESC, id DESC) INCLUDE (main_language, category_id, collaboration_status);
-- No filter, newest first: the whole page walk stays in the index for combined filters as well.
DROP INDEX IF EXISTS channels_recent_idx;
CREATE INDEX IF NOT EXISTS channels_recent_idx
  ON channels (created_at DESC, id DESC) INCLUDE (subscribers, category_id, collaboration_status, main_language);

-- Name search, frequent words: the names of the most-subscribed channels in subscriber order, read from the
-- index alone, so a word that matches thousands of channels finds its top page in the first few thousand
-- entries instead of fetching and sorting every match from the table.
CREATE INDEX IF NOT EXISTS channels_subscribers_name_idx ON channels (subscribers DESC, id DESC) INCLUDE (name);

-- The planner picks between that walk and the prefix/trigram index by how many names it expects to match.
-- With the default statistics (100 values) of lower(name) it guessed ~100 matches for every term and always
-- sorted all matches; 1,000 values make the guess close for frequent names and prefixes.
ALTER INDEX channels_name_prefix_idx ALTER COLUMN 1 SET STATISTICS 1000;
