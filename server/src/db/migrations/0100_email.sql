-- Email (issue 34): members' preferences, addresses that must not be mailed, a log of what was sent (for
-- debouncing, the weekly digest and the invitation limit) and channels' public contact addresses.
CREATE TABLE IF NOT EXISTS email_preferences (
  user_id integer PRIMARY KEY,
  -- {"messages": {"inApp": true, "email": false}, ...}; a kind absent here uses its default (both on).
  kinds jsonb NOT NULL DEFAULT '{}'::jsonb,
  digest boolean NOT NULL DEFAULT true,
  time_zone varchar(64) NOT NULL DEFAULT 'UTC',
  -- Quiet hours in the member's time zone, minutes after midnight; both null: none.
  quiet_start smallint,
  quiet_end smallint,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS email_suppressions (
  email varchar(320) PRIMARY KEY,
  reason varchar(20) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS email_log (
  id serial PRIMARY KEY,
  user_id integer,
  email varchar(320) NOT NULL,
  kind varchar(40) NOT NULL,
  -- What the email was about (an invited channel, a digest's local date…): one send per key.
  dedupe_key varchar(200) NOT NULL UNIQUE,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS email_log_user_kind_idx ON email_log (user_id, kind, sent_at);

CREATE TABLE IF NOT EXISTS channel_contact_emails (
  channel_id integer PRIMARY KEY,
  email varchar(320) NOT NULL
);
