-- The parts of event and production detail pages beyond the programme columns: important info, per-owner opening
-- hours, image slider, programme items, video, contributors with roles, related articles, sponsors and promoters,
-- and child events. Rows name their owner as (owner_kind, owner_id) instead of a foreign key so one set of tables
-- serves events and productions alike; the loader joins them and deletes follow the owner in the seeders. Links to
-- a single table (people, articles, child events) are real foreign keys, as those tables exist by now.
CREATE TABLE detail_texts (
  owner_kind text NOT NULL CHECK (owner_kind IN ('event', 'production')),
  owner_id int NOT NULL,
  important_info_de text NOT NULL DEFAULT '', important_info_en text NOT NULL DEFAULT '',
  video_url text, video_title_de text NOT NULL DEFAULT '', video_title_en text NOT NULL DEFAULT '',
  video_image_obj jsonb,
  PRIMARY KEY (owner_kind, owner_id)
);
CREATE TABLE detail_opening_hours (
  id serial PRIMARY KEY,
  owner_kind text NOT NULL CHECK (owner_kind IN ('event', 'production')),
  owner_id int NOT NULL,
  days_de text NOT NULL, days_en text NOT NULL,
  time_from time, time_to time,
  closed boolean NOT NULL DEFAULT false,
  sort int NOT NULL DEFAULT 0
);
CREATE INDEX detail_opening_hours_owner_idx ON detail_opening_hours (owner_kind, owner_id);
CREATE TABLE detail_images (
  id serial PRIMARY KEY,
  owner_kind text NOT NULL CHECK (owner_kind IN ('event', 'production')),
  owner_id int NOT NULL,
  caption_de text NOT NULL DEFAULT '', caption_en text NOT NULL DEFAULT '',
  image_obj jsonb NOT NULL, image_thumbnails jsonb,
  sort int NOT NULL DEFAULT 0
);
CREATE INDEX detail_images_owner_idx ON detail_images (owner_kind, owner_id);
CREATE TABLE detail_programs (
  id serial PRIMARY KEY,
  owner_kind text NOT NULL CHECK (owner_kind IN ('event', 'production')),
  owner_id int NOT NULL,
  time_label text NOT NULL DEFAULT '',
  title_de text NOT NULL, title_en text NOT NULL,
  text_de text NOT NULL DEFAULT '', text_en text NOT NULL DEFAULT '',
  sort int NOT NULL DEFAULT 0
);
CREATE INDEX detail_programs_owner_idx ON detail_programs (owner_kind, owner_id);
CREATE TABLE detail_contributors (
  id serial PRIMARY KEY,
  owner_kind text NOT NULL CHECK (owner_kind IN ('event', 'production')),
  owner_id int NOT NULL,
  name text NOT NULL,
  role_de text NOT NULL, role_en text NOT NULL,
  person_id int REFERENCES persons (id) ON DELETE SET NULL,
  sort int NOT NULL DEFAULT 0
);
CREATE INDEX detail_contributors_owner_idx ON detail_contributors (owner_kind, owner_id);
CREATE TABLE detail_partners (
  id serial PRIMARY KEY,
  owner_kind text NOT NULL CHECK (owner_kind IN ('event', 'production')),
  owner_id int NOT NULL,
  kind text NOT NULL CHECK (kind IN ('sponsor', 'promoter')),
  name text NOT NULL,
  logo_url text NOT NULL,
  link text,
  sort int NOT NULL DEFAULT 0
);
CREATE INDEX detail_partners_owner_idx ON detail_partners (owner_kind, owner_id);
CREATE TABLE detail_articles (
  owner_kind text NOT NULL CHECK (owner_kind IN ('event', 'production')),
  owner_id int NOT NULL,
  article_id int NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  sort int NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_kind, owner_id, article_id)
);
CREATE TABLE event_children (
  parent_event_id int NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  child_event_id int NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  sort int NOT NULL DEFAULT 0,
  PRIMARY KEY (parent_event_id, child_event_id)
)
