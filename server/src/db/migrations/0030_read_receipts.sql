-- Read receipts: the highest message sequence each participant has read, so 'Seen' survives a reload.
ALTER TABLE conversations ADD COLUMN IF NOT EXISTS user1_last_read_sequence integer NOT NULL DEFAULT 0;
ALTER TABLE conversations ADD COLUMN IF NOT EXISTS user2_last_read_sequence integer NOT NULL DEFAULT 0;
