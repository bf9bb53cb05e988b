-- Newest-first marks that serve any subscriber bounds on bucket edges (modules/channels/listing-marks.ts): per mark
-- of a listing's whole newest-first order, the rows before it with at most each subscriber bucket (0200's buckets,
-- element b + 1 for bucket b, cumulative over buckets), so that a band of whole buckets [f, t] has
-- bucket_counts[t + 1] - bucket_counts[f] of its rows before the mark. NULL for the other sorts' marks.
ALTER TABLE listing_marks ADD COLUMN bucket_counts integer[];
