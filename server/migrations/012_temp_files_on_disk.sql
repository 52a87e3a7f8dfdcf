-- Uploaded files live on disk under DATA_DIR/uploads (named by id); the row keeps the facts and who uploaded it.
ALTER TABLE temp_files ALTER COLUMN data DROP NOT NULL;
ALTER TABLE temp_files ADD COLUMN client_key text;
CREATE INDEX temp_files_client_idx ON temp_files (client_key, created_at);
