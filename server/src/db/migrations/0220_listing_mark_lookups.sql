-- Subscriber-order marks by their key (modules/channels/listing-marks.ts, nearestWithin): the last mark above a
-- band's upper bound is one probe of this index, not a backward read over the listing's marks (at a mark every 250
-- rows a listing of a million channels has 4,000 of them).
CREATE INDEX listing_marks_subscribers_idx ON listing_marks (listing, ((after_key[1])::bigint), ordinal DESC)
  WHERE sort = 'subscriber_count';
