-- CollabHub initial schema.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id serial PRIMARY KEY,
  firebase_uid varchar(128) NOT NULL UNIQUE,
  email varchar(320),
  validated boolean NOT NULL DEFAULT false,
  is_premium boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE categories (
  id smallint PRIMARY KEY,
  name varchar(64) NOT NULL UNIQUE
);

CREATE TABLE languages (
  id serial PRIMARY KEY,
  language varchar(64) NOT NULL UNIQUE
);

CREATE TABLE channels (
  id serial PRIMARY KEY,
  youtube_id varchar(64) NOT NULL UNIQUE,
  name varchar(200) NOT NULL,
  handle varchar(100),
  link varchar(300),
  thumbnail varchar(1000) NOT NULL,
  subscribers bigint NOT NULL DEFAULT 0,
  views bigint NOT NULL DEFAULT 0,
  videos integer NOT NULL DEFAULT 0,
  category_id smallint REFERENCES categories(id),
  main_language varchar(64),
  description text,
  about text,
  country varchar(100),
  city varchar(100),
  collaboration_interests text,
  collaboration_status smallint CHECK (collaboration_status BETWEEN 1 AND 3),
  owner_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  -- Relevance (see channels repository): members first (8), then one point per completed profile part.
  relevance_rank smallint GENERATED ALWAYS AS (
    (CASE WHEN owner_user_id IS NOT NULL THEN 8 ELSE 0 END)
    + (CASE WHEN category_id IS NOT NULL THEN 1 ELSE 0 END)
    + (CASE WHEN main_language IS NOT NULL THEN 1 ELSE 0 END)
    + (CASE WHEN collaboration_status IS NOT NULL THEN 1 ELSE 0 END)
    + (CASE WHEN about IS NOT NULL AND about <> '' THEN 1 ELSE 0 END)
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE channel_languages (
  channel_id integer NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  language_id integer NOT NULL REFERENCES languages(id) ON DELETE CASCADE,
  position smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (channel_id, language_id)
);

CREATE TABLE tags (
  id serial PRIMARY KEY,
  tag_name varchar(100) NOT NULL UNIQUE
);

CREATE TABLE channel_tags (
  channel_id integer NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  PRIMARY KEY (channel_id, tag_id)
);

CREATE TABLE conversations (
  id serial PRIMARY KEY,
  user1_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user2_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user1_unread_count integer NOT NULL DEFAULT 0,
  user2_unread_count integer NOT NULL DEFAULT 0,
  last_message_id integer,
  last_sequence integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT conversations_ordered_pair CHECK (user1_id < user2_id),
  CONSTRAINT conversations_pair_unique UNIQUE (user1_id, user2_id)
);

CREATE TABLE messages (
  id serial PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  sequence integer NOT NULL,
  sender_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  recipient_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content text NOT NULL,
  client_message_id varchar(100),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT messages_sequence_unique UNIQUE (conversation_id, sequence)
);
CREATE UNIQUE INDEX messages_client_id_unique ON messages (sender_id, client_message_id)
  WHERE client_message_id IS NOT NULL;

ALTER TABLE conversations ADD CONSTRAINT conversations_last_message_fk
  FOREIGN KEY (last_message_id) REFERENCES messages(id) ON DELETE SET NULL;

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type varchar(40) NOT NULL,
  title varchar(200) NOT NULL,
  description text NOT NULL DEFAULT '',
  read boolean NOT NULL DEFAULT false,
  link varchar(500),
  source_id varchar(100),
  sender_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_user_unread_idx ON notifications (user_id, created_at DESC) WHERE NOT read;

CREATE TABLE invitations (
  id serial PRIMARY KEY,
  inviter_channel_id integer NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  invitee_channel_id integer NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT invitations_pair_unique UNIQUE (inviter_channel_id, invitee_channel_id)
);
CREATE INDEX invitations_invitee_idx ON invitations (invitee_channel_id);

CREATE TABLE email_subscriptions (
  id serial PRIMARY KEY,
  email varchar(320) NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE oauth_states (
  state varchar(100) PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
