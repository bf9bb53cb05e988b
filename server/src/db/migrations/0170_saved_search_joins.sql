-- A channel joins CollabHub when a member claims its row (owner_user_id goes from empty to set). Saved-search
-- alerts count channels whose channel_fit.changed_at moved since the last check, and the upsert of 0140 moves it
-- only when a scored column changes: a listed channel that already matched and then joined was never announced.
CREATE FUNCTION channel_fit_on_join() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE channel_fit f SET changed_at = now()
    FROM fit_joined_new n JOIN fit_joined_old o ON o.id = n.id
   WHERE f.channel_id = n.id AND o.owner_user_id IS NULL AND n.owner_user_id IS NOT NULL;
  RETURN NULL;
END $$;
CREATE TRIGGER channel_fit_on_join AFTER UPDATE ON channels
  REFERENCING OLD TABLE AS fit_joined_old NEW TABLE AS fit_joined_new
  FOR EACH STATEMENT EXECUTE FUNCTION channel_fit_on_join();

-- The weekly digest asks the matcher for the week's new matches of each saved search (what it can send again
-- when a delivery is retried) instead of a counter that reading reset.
ALTER TABLE saved_searches DROP COLUMN unreported_matches;
