-- Visitors' uploads share one hourly byte budget across all addresses; staff uploads are marked so they stay outside it.
ALTER TABLE temp_files ADD COLUMN by_staff boolean NOT NULL DEFAULT false;
CREATE INDEX temp_files_created_idx ON temp_files (created_at);
