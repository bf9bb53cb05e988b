-- Name search for 1-2 characters: pg_trgm cannot serve terms shorter than one trigram, so such terms match only
-- names that start with them (lower(name) LIKE 'ab%'). text_pattern_ops lets that LIKE use a btree range scan
-- whatever the database collation; a sequential scan of one million names took about one second.
CREATE INDEX IF NOT EXISTS channels_name_prefix_idx ON channels (lower(name) text_pattern_ops);
