-- The media library as a back-office screen: captions per language beside the alt text, and a focal point (0..1 from
-- the left and from the top) that cropped renditions keep in view. updated_at tells a replaced or re-cropped image.
ALTER TABLE media_images
  ADD COLUMN caption_de text NOT NULL DEFAULT '',
  ADD COLUMN caption_en text NOT NULL DEFAULT '',
  ADD COLUMN focal_x real NOT NULL DEFAULT 0.5 CHECK (focal_x BETWEEN 0 AND 1),
  ADD COLUMN focal_y real NOT NULL DEFAULT 0.5 CHECK (focal_y BETWEEN 0 AND 1),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE media_files
  ADD COLUMN caption_de text NOT NULL DEFAULT '',
  ADD COLUMN caption_en text NOT NULL DEFAULT '',
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
