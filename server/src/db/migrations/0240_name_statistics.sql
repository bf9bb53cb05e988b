-- Planning a rare term's name search cost the database more than running it (0.65 ms against 0.05 ms at a million
-- channels): the planner matches the pattern against every entry of lower(name)'s statistics, which 0060 and 0150
-- set to 1,000 values so that frequent words got close estimates. Frequent terms are now read from posting lists
-- (0230) and reach the planner only past their lists' depth; 250 values keep those estimates good enough (their
-- pages take as long as with 1,000, while with the default 100 some deep pages sorted every match, 190 ms) and
-- make planning the statements that remain about twice as fast.
ALTER INDEX channels_name_prefix_idx ALTER COLUMN 1 SET STATISTICS 250;
-- The statistics are gathered again by 0241: an ANALYZE in this transaction still reads the old target.
