-- A channel's public contact address (for invitations) is found by the YouTube sync in the channel's public
-- description: record where each address came from and when the source last showed it, so a sync can replace or
-- drop what it found without touching an address an operator entered.
ALTER TABLE channel_contact_emails ADD COLUMN IF NOT EXISTS source varchar(40) NOT NULL DEFAULT 'operator';
ALTER TABLE channel_contact_emails ADD COLUMN IF NOT EXISTS found_at timestamptz NOT NULL DEFAULT now();
