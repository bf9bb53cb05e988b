-- Notification centre. An invitation remembers when its inviter was told that the invited channel joined, so each
-- inviter hears it once, even if the channel is later released and connected again.
ALTER TABLE invitations ADD COLUMN IF NOT EXISTS joined_notified_at timestamptz;

-- Marking a source's notifications read (opening a conversation marks its MESSAGE notifications read) and finding
-- the newest unread one of a source touch only the unread rows of one user.
CREATE INDEX IF NOT EXISTS notifications_user_source_unread_idx ON notifications (user_id, type, source_id) WHERE NOT read;
