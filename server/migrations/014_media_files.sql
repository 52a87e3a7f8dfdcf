-- Self-hosted video and audio of the media library (the file finder). The file lives in the media folder under
-- files/; its type was checked on the file's first bytes when it was uploaded.
CREATE TABLE media_files (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('video', 'audio')),
  file text NOT NULL UNIQUE,
  content_type text NOT NULL,
  size bigint NOT NULL,
  title_de text NOT NULL DEFAULT '',
  title_en text NOT NULL DEFAULT '',
  alt_de text NOT NULL DEFAULT '',
  alt_en text NOT NULL DEFAULT '',
  created_by int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_files_kind_idx ON media_files (kind, id DESC);
