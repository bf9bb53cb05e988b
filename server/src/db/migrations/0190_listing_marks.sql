-- Listing marks: for the broad discovery listings (no filter, one category, one language, one collaboration status,
-- each with the default subscriber bounds) the sort key of every Nth row under each sort, so a deep page starts from
-- the nearest mark with a keyset condition instead of skipping `offset` index entries (modules/channels/
-- listing-marks.ts). Rebuilt as a whole every 10 minutes by the queue `listing-marks.rebuild`; between rebuilds a
-- mark may sit a few rows off its true position, like the in-memory page anchors.
CREATE TABLE listing_marks (
  -- '' (no filter), 'category:<id>', 'language:<lower(main_language)>' or 'status:<n>'.
  listing text NOT NULL,
  -- The SortOption: relevance, subscriber_count or most_recent.
  sort text NOT NULL,
  -- The 0-based row position the mark stands before: rows from here on sort strictly below after_key.
  ordinal integer NOT NULL,
  -- The sort key of row ordinal - 1, as text (the form of ChannelRepository.page()'s keys).
  after_key text[] NOT NULL,
  PRIMARY KEY (listing, sort, ordinal)
);

-- Each marked listing's rows when the marks were built: the "about" total of a large listing.
CREATE TABLE listing_counts (
  listing text PRIMARY KEY,
  row_count integer NOT NULL,
  built_at timestamptz NOT NULL DEFAULT now()
);
