-- Trust and safety: reports with a snapshot of what was reported, items hidden by reports or removed by a moderator,
-- the moderation audit log, member sanctions (restriction, suspension) and appeals.

-- One row per member and reported item (the unique key makes repeated reports count once). `snapshot` keeps the
-- content as it was, so an edit or a deletion of the original changes nothing a moderator sees.
CREATE TABLE reports (
  id serial PRIMARY KEY,
  reporter_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item_kind varchar(16) NOT NULL CHECK (item_kind IN ('CHANNEL', 'MESSAGE', 'COLLAB_REQUEST', 'INVITATION')),
  item_id integer NOT NULL,
  reported_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  category varchar(24) NOT NULL
    CHECK (category IN ('SPAM', 'SCAM_OR_FRAUD', 'HARASSMENT', 'IMPERSONATION', 'INAPPROPRIATE_CONTENT', 'OTHER')),
  note text,
  snapshot jsonb NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'RESOLVED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  CONSTRAINT reports_once_per_member UNIQUE (reporter_user_id, item_kind, item_id)
);
-- The queue reads open reports oldest first, by item and by reported member.
CREATE INDEX reports_open_idx ON reports (created_at, id) WHERE status = 'OPEN';
CREATE INDEX reports_item_idx ON reports (item_kind, item_id);
CREATE INDEX reports_reported_user_idx ON reports (reported_user_id, created_at);

-- Items kept from view: REPORTS (hidden until reviewed) or REMOVED (by a moderator, for good).
CREATE TABLE moderation_holds (
  item_kind varchar(16) NOT NULL,
  item_id integer NOT NULL,
  reason varchar(10) NOT NULL CHECK (reason IN ('REPORTS', 'REMOVED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_kind, item_id)
);

-- The audit log: one row per moderator decision.
CREATE TABLE moderation_actions (
  id serial PRIMARY KEY,
  moderator_uid varchar(128) NOT NULL,
  moderator_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  action varchar(16) NOT NULL
    CHECK (action IN ('DISMISS', 'REMOVE', 'WARN', 'RESTRICT', 'SUSPEND', 'APPEAL_UPHELD', 'APPEAL_REVERSED')),
  target_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  item_kind varchar(16),
  item_id integer,
  reason text NOT NULL,
  days integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX moderation_actions_target_idx ON moderation_actions (target_user_id, created_at);

-- Restrictions (no new conversations or collaboration requests) and suspensions (no sending at all), with an end.
CREATE TABLE member_sanctions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind varchar(10) NOT NULL CHECK (kind IN ('RESTRICT', 'SUSPEND')),
  action_id integer NOT NULL REFERENCES moderation_actions(id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  lifted_at timestamptz
);
CREATE INDEX member_sanctions_user_idx ON member_sanctions (user_id) WHERE lifted_at IS NULL;

CREATE TABLE moderation_appeals (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  action_id integer NOT NULL REFERENCES moderation_actions(id) ON DELETE CASCADE,
  text text NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'RESOLVED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  CONSTRAINT moderation_appeals_once UNIQUE (user_id, action_id)
);
CREATE INDEX moderation_appeals_open_idx ON moderation_appeals (created_at, id) WHERE status = 'OPEN';
