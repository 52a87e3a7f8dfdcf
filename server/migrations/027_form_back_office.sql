-- Staff edit forms and their fields in the back office: a write names the version it read (409 when stale).
ALTER TABLE forms ADD COLUMN version int NOT NULL DEFAULT 1;
ALTER TABLE form_fields ADD COLUMN version int NOT NULL DEFAULT 1;
-- The entries list of one form, newest first.
CREATE INDEX form_entries_form_newest ON form_entries (form_id, created_at DESC, id DESC)
