-- Block and message requests (docs/trust-and-safety.md "Block" and "Message requests").

-- One row per block: the blocker no longer hears from the blocked member, and neither may message the other.
CREATE TABLE member_blocks (
  blocker_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blocked_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_user_id, blocked_user_id),
  CHECK (blocker_user_id <> blocked_user_id)
);
-- "Who blocked me" (the block is two-way for messaging, discovery and presence).
CREATE INDEX member_blocks_blocked_idx ON member_blocks (blocked_user_id);

-- A member's explicit choice about a conversation that came to them as a message request. Without a row the folder
-- is derived (Inbox once the member wrote or a collaboration request was accepted; else Requests, or Spam when the
-- first-contact detectors flag the other's messages). INBOX: accepted. DELETED: removed from Requests, until the
-- other writes again (a sequence above deleted_sequence).
CREATE TABLE conversation_folders (
  conversation_id integer NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  folder varchar(10) NOT NULL CHECK (folder IN ('INBOX', 'DELETED')),
  deleted_sequence integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (conversation_id, user_id)
);
