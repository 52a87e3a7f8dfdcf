-- Every back-office write keeps the entry as it was written, so any version can be looked at and restored.
-- `data` is the entry in the shape of its kind's schema; `user_id` stays even if the account is deleted later.
CREATE TABLE entity_history (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  entity_id int NOT NULL,
  version int NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'restore')),
  data jsonb NOT NULL,
  user_id int,
  username text NOT NULL DEFAULT '',
  at timestamptz NOT NULL DEFAULT now(),
  note text NOT NULL DEFAULT ''
);
CREATE INDEX entity_history_entry_idx ON entity_history (kind, entity_id, id DESC);
CREATE INDEX entity_history_at_idx ON entity_history (at DESC);

-- Optimistic versions of the kinds the back office writes: a write names the version it read, a stale one gets 409.
ALTER TABLE articles ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE article_categories ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE article_tags ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE redirects ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE persons ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE person_categories ADD COLUMN version int NOT NULL DEFAULT 1;
