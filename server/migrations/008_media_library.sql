-- The editor's media library: images uploaded through the image finder, with their alt text in both languages.
-- Renditions (webp, avif, small/medium/large jpg) sit beside the file in the media folder.
CREATE TABLE media_images (
  id serial PRIMARY KEY,
  file text NOT NULL UNIQUE,
  title text NOT NULL DEFAULT '',
  alt_de text NOT NULL DEFAULT '',
  alt_en text NOT NULL DEFAULT '',
  width int NOT NULL,
  height int NOT NULL,
  created_by int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
