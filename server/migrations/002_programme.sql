-- programme (venues, rooms, option lists, productions, events) and ticket inventory.
-- Localized text is stored per language (_de, _en); images as the JSON the API answers with.
CREATE TABLE venues (
  id serial PRIMARY KEY,
  slug_de text NOT NULL, slug_en text NOT NULL,
  name_de text NOT NULL, name_en text NOT NULL,
  description_de text NOT NULL DEFAULT '', description_en text NOT NULL DEFAULT '',
  street text NOT NULL, zip text NOT NULL, city text NOT NULL,
  lat double precision NOT NULL, lng double precision NOT NULL,
  image_obj jsonb, image_thumbnails jsonb
);
CREATE TABLE rooms (
  id serial PRIMARY KEY,
  venue_id int NOT NULL REFERENCES venues(id),
  name_de text NOT NULL, name_en text NOT NULL,
  sort int NOT NULL DEFAULT 0
);
CREATE TABLE exhibition_types (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name_de text NOT NULL, name_en text NOT NULL,
  sort int NOT NULL DEFAULT 0
);
CREATE TABLE event_tags (
  id serial PRIMARY KEY,
  name_de text NOT NULL, name_en text NOT NULL,
  show_in_filter boolean NOT NULL DEFAULT true,
  sort int NOT NULL DEFAULT 0
);
CREATE TABLE series (
  id serial PRIMARY KEY,
  slug_de text NOT NULL, slug_en text NOT NULL,
  name_de text NOT NULL, name_en text NOT NULL,
  description_de text NOT NULL DEFAULT '', description_en text NOT NULL DEFAULT '',
  show_in_filter boolean NOT NULL DEFAULT true,
  image_obj jsonb, image_thumbnails jsonb,
  sort int NOT NULL DEFAULT 0
);
CREATE TABLE genres (
  id serial PRIMARY KEY,
  name_de text NOT NULL, name_en text NOT NULL,
  sort int NOT NULL DEFAULT 0
);
CREATE TABLE seasons (
  id serial PRIMARY KEY,
  name_de text NOT NULL, name_en text NOT NULL,
  sort int NOT NULL DEFAULT 0
);
CREATE TABLE production_tags (
  id serial PRIMARY KEY,
  name_de text NOT NULL, name_en text NOT NULL,
  sort int NOT NULL DEFAULT 0
);
CREATE TABLE productions (
  id serial PRIMARY KEY,
  slug_de text NOT NULL, slug_en text NOT NULL,
  title_de text NOT NULL, title_en text NOT NULL,
  subtitle_de text NOT NULL DEFAULT '', subtitle_en text NOT NULL DEFAULT '',
  description_de text NOT NULL DEFAULT '', description_en text NOT NULL DEFAULT '',
  season_id int NOT NULL REFERENCES seasons(id),
  exhibition_type_id int REFERENCES exhibition_types(id),
  date_from date, date_to date,
  ticket_url text,
  image_obj jsonb, image_thumbnails jsonb
);
CREATE TABLE production_tag_links (
  production_id int NOT NULL REFERENCES productions(id) ON DELETE CASCADE,
  tag_id int NOT NULL REFERENCES production_tags(id) ON DELETE CASCADE,
  PRIMARY KEY (production_id, tag_id)
);
CREATE TABLE events (
  id serial PRIMARY KEY,
  slug_de text NOT NULL, slug_en text NOT NULL,
  title_de text NOT NULL, title_en text NOT NULL,
  subtitle_de text NOT NULL DEFAULT '', subtitle_en text NOT NULL DEFAULT '',
  preline_de text NOT NULL DEFAULT '', preline_en text NOT NULL DEFAULT '',
  description_de text NOT NULL DEFAULT '', description_en text NOT NULL DEFAULT '',
  date_start timestamptz NOT NULL,
  date_end timestamptz,
  mark text NOT NULL DEFAULT 'show' CHECK (mark IN ('show', 'teaser')),
  id_jet int UNIQUE,
  ticket_url text,
  is_free boolean NOT NULL DEFAULT false,
  exhibition_type_id int REFERENCES exhibition_types(id),
  room_id int REFERENCES rooms(id),
  venue_id int REFERENCES venues(id),
  series_id int REFERENCES series(id),
  genre_id int REFERENCES genres(id),
  production_id int REFERENCES productions(id),
  image_obj jsonb, image_thumbnails jsonb
);
CREATE INDEX events_date_start_idx ON events (date_start);
CREATE TABLE event_tag_links (
  event_id int NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  tag_id int NOT NULL REFERENCES event_tags(id) ON DELETE CASCADE,
  PRIMARY KEY (event_id, tag_id)
);
CREATE INDEX event_tag_links_tag_idx ON event_tag_links (tag_id);
CREATE TABLE teasers (
  id serial PRIMARY KEY,
  name text NOT NULL,
  link_de text NOT NULL DEFAULT '/', link_en text NOT NULL DEFAULT '/',
  preline_de text NOT NULL DEFAULT '', preline_en text NOT NULL DEFAULT '',
  headline_de text NOT NULL, headline_en text NOT NULL,
  subline_de text NOT NULL DEFAULT '', subline_en text NOT NULL DEFAULT '',
  link_text_de text NOT NULL DEFAULT '', link_text_en text NOT NULL DEFAULT '',
  position date NOT NULL,
  image_obj jsonb, image_thumbnails jsonb
);
-- Seat inventory: a seat group without timeslots holds its own capacity; with timeslots each slot does.
-- `sold` counts seats sold outside this site's carts; available = capacity - sold - unexpired holds.
CREATE TABLE seat_groups (
  id serial PRIMARY KEY,
  event_id int NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  code text NOT NULL,
  text_de text NOT NULL, text_en text NOT NULL,
  capacity int NOT NULL DEFAULT 0 CHECK (capacity >= 0),
  sold int NOT NULL DEFAULT 0 CHECK (sold >= 0),
  sort int NOT NULL DEFAULT 0,
  UNIQUE (event_id, code)
);
CREATE TABLE timeslots (
  id serial PRIMARY KEY,
  seat_group_id int NOT NULL REFERENCES seat_groups(id) ON DELETE CASCADE,
  time_start timestamptz NOT NULL,
  block_id int NOT NULL,
  capacity int NOT NULL CHECK (capacity >= 0),
  sold int NOT NULL DEFAULT 0 CHECK (sold >= 0),
  UNIQUE (seat_group_id, block_id)
);
CREATE TABLE prices (
  id serial PRIMARY KEY,
  seat_group_id int NOT NULL REFERENCES seat_groups(id) ON DELETE CASCADE,
  sale_type_id int NOT NULL,
  price numeric(8, 2) NOT NULL,
  name_de text NOT NULL, name_en text NOT NULL,
  text_de text NOT NULL, text_en text NOT NULL,
  has_discounts boolean NOT NULL DEFAULT false,
  sort int NOT NULL DEFAULT 0,
  UNIQUE (seat_group_id, sale_type_id)
);
CREATE TABLE carts (
  id text PRIMARY KEY,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX carts_expires_idx ON carts (expires_at);
CREATE TABLE cart_lines (
  id serial PRIMARY KEY,
  cart_id text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  event_id int NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  seat_group_id int NOT NULL REFERENCES seat_groups(id) ON DELETE CASCADE,
  timeslot_id int REFERENCES timeslots(id) ON DELETE CASCADE,
  price_id int NOT NULL REFERENCES prices(id) ON DELETE CASCADE,
  quantity int NOT NULL CHECK (quantity > 0)
);
CREATE INDEX cart_lines_cart_idx ON cart_lines (cart_id);
CREATE INDEX cart_lines_group_idx ON cart_lines (seat_group_id, timeslot_id)
