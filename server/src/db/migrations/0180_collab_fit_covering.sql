-- The fit sort scores each candidate from the row its branch reads (modules/collab-fit/repository.ts): the
-- candidate indexes of 0140 become covering, so a branch is an index-only scan that reads its rows in index order
-- (tens of pages) instead of one random heap page per candidate. Same keys, same partial predicate, so a branch
-- still takes its rows in the same order. The size-only index served a branch that no longer exists.
-- Limit: a btree entry holds at most 2,704 bytes, so a channel with more than ~650 tag ids could not be written (its
-- channel_fit row would fail to index); channel_tags is filled by the catalogue import only, a few tags a channel.
DROP INDEX channel_fit_cat_lang_size_idx;
DROP INDEX channel_fit_cat_size_idx;
DROP INDEX channel_fit_lang_size_idx;
DROP INDEX channel_fit_size_idx;

CREATE INDEX channel_fit_cat_lang_size_idx ON channel_fit (category_id, lang, size_bucket)
  INCLUDE (channel_id, subscribers, status, topic_ids, formats, verified, last_upload_at, answered_share, median_reply_hours)
  WHERE status IS DISTINCT FROM 3;
CREATE INDEX channel_fit_cat_size_idx ON channel_fit (category_id, size_bucket)
  INCLUDE (channel_id, subscribers, lang, status, topic_ids, formats, verified, last_upload_at, answered_share, median_reply_hours)
  WHERE status IS DISTINCT FROM 3;
CREATE INDEX channel_fit_lang_size_idx ON channel_fit (lang, size_bucket)
  INCLUDE (channel_id, subscribers, category_id, status, topic_ids, formats, verified, last_upload_at, answered_share, median_reply_hours)
  WHERE status IS DISTINCT FROM 3;
