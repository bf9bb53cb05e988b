-- YouTube channel connect: a channel whose owner hides the subscriber count is stored with subscribers = 0 and
-- this flag, so the 0 is never shown as a real count.
ALTER TABLE channels ADD COLUMN IF NOT EXISTS subscribers_hidden boolean NOT NULL DEFAULT false;
-- Pending flows are looked up by user (a new start replaces the previous one) and swept by age.
CREATE INDEX IF NOT EXISTS oauth_states_user_idx ON oauth_states (user_id);
CREATE INDEX IF NOT EXISTS oauth_states_created_idx ON oauth_states (created_at);
