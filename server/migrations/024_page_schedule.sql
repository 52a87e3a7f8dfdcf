-- Scheduled publishing: the draft of a page goes live at publish_at, and the page leaves visitors at offline_at.
-- Any server process may run the sweep: it claims due pages with row locks (SKIP LOCKED) and clears the time in the
-- same transaction, so each schedule runs exactly once across restarts and instances.
ALTER TABLE pages ADD COLUMN publish_at timestamptz;
ALTER TABLE pages ADD COLUMN offline_at timestamptz;
CREATE INDEX pages_publish_at_idx ON pages (publish_at) WHERE publish_at IS NOT NULL;
CREATE INDEX pages_offline_at_idx ON pages (offline_at) WHERE offline_at IS NOT NULL;
