-- Language filter: loadFilteredChannels counts every match (totalCount). The expression index of 0002 cannot
-- serve that count from the index alone, so at one million channels it read ~23,000 heap pages (270 ms).
-- Carrying main_language in the index allows an index-only scan (25 ms). Same name, so the bulk seed's
-- drop-and-rebuild list still covers it.
DROP INDEX IF EXISTS channels_language_idx;
CREATE INDEX IF NOT EXISTS channels_language_idx
  ON channels (lower(main_language), subscribers DESC, id DESC) INCLUDE (main_language);
