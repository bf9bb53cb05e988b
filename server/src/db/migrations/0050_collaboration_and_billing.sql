-- Channel page data (collaboration options, banner), collaboration requests, reviews and billing.

-- One row per channel that has set (or was seeded with) its options: a JSON object keyed by option key,
-- each {available, description}. Channels without a row offer nothing yet.
CREATE TABLE channel_collaboration (
  channel_id integer PRIMARY KEY REFERENCES channels(id) ON DELETE CASCADE,
  options jsonb NOT NULL DEFAULT '{}'::jsonb,
  banner varchar(1000),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE collab_requests (
  id serial PRIMARY KEY,
  requester_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  requester_channel_id integer REFERENCES channels(id) ON DELETE SET NULL,
  owner_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel_id integer NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  option varchar(40) NOT NULL,
  timing varchar(200) NOT NULL,
  message text NOT NULL,
  status varchar(12) NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN')),
  response_note text,
  conversation_id integer REFERENCES conversations(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  responded_at timestamptz,
  CONSTRAINT collab_requests_not_self CHECK (requester_user_id <> owner_user_id)
);
-- One pending request per requester and channel.
CREATE UNIQUE INDEX collab_requests_one_pending ON collab_requests (requester_user_id, channel_id)
  WHERE status = 'PENDING';
CREATE INDEX collab_requests_owner_idx ON collab_requests (owner_user_id, created_at DESC, id DESC);
CREATE INDEX collab_requests_requester_idx ON collab_requests (requester_user_id, created_at DESC, id DESC);
-- The Invite Only check and the review permission look up accepted requests of a pair.
CREATE INDEX collab_requests_accepted_pair_idx ON collab_requests (requester_user_id, owner_user_id)
  WHERE status = 'ACCEPTED';

CREATE TABLE channel_reviews (
  id serial PRIMARY KEY,
  channel_id integer NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  author_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  request_id integer REFERENCES collab_requests(id) ON DELETE SET NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT channel_reviews_once UNIQUE (author_user_id, channel_id)
);
CREATE INDEX channel_reviews_channel_idx ON channel_reviews (channel_id, created_at DESC, id DESC);

-- The member's subscription as the payment provider last reported it. users.is_premium follows status.
CREATE TABLE billing_subscriptions (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  provider varchar(10) NOT NULL,
  customer_id varchar(100),
  subscription_id varchar(100) UNIQUE,
  plan varchar(20) NOT NULL,
  period varchar(10) NOT NULL,
  status varchar(20) NOT NULL,
  current_period_end timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  last_event_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Started checkouts: which member and plan a provider checkout session belongs to.
CREATE TABLE billing_checkouts (
  id varchar(100) PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider varchar(10) NOT NULL,
  plan varchar(20) NOT NULL,
  period varchar(10) NOT NULL,
  return_to varchar(500) NOT NULL DEFAULT '/settings',
  status varchar(12) NOT NULL DEFAULT 'open',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_checkouts_user_idx ON billing_checkouts (user_id, created_at DESC);

-- Processed webhook events: a redelivered event id changes nothing.
CREATE TABLE billing_events (
  event_id varchar(100) PRIMARY KEY,
  type varchar(100) NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
