-- team (persons in categories), magazine, breaking news, opening hours.
CREATE TABLE person_categories (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name_de text NOT NULL, name_en text NOT NULL,
  sort int NOT NULL DEFAULT 0
);
CREATE TABLE persons (
  id serial PRIMARY KEY,
  slug text NOT NULL,
  first_name text NOT NULL, last_name text NOT NULL,
  role_de text NOT NULL, role_en text NOT NULL,
  bio_de text NOT NULL DEFAULT '', bio_en text NOT NULL DEFAULT '',
  category_id int NOT NULL REFERENCES person_categories(id),
  image_obj jsonb, image_thumbnails jsonb,
  sort int NOT NULL DEFAULT 0
);
CREATE TABLE article_categories (
  id serial PRIMARY KEY,
  slug_de text NOT NULL, slug_en text NOT NULL,
  name_de text NOT NULL, name_en text NOT NULL,
  sort int NOT NULL DEFAULT 0
);
CREATE TABLE article_tags (
  id serial PRIMARY KEY,
  slug_de text NOT NULL, slug_en text NOT NULL,
  name_de text NOT NULL, name_en text NOT NULL
);
CREATE TABLE articles (
  id serial PRIMARY KEY,
  slug_de text NOT NULL, slug_en text NOT NULL,
  title_de text NOT NULL, title_en text NOT NULL,
  teaser_de text NOT NULL DEFAULT '', teaser_en text NOT NULL DEFAULT '',
  body_de text NOT NULL DEFAULT '', body_en text NOT NULL DEFAULT '',
  author text NOT NULL DEFAULT '',
  date date NOT NULL,
  category_id int NOT NULL REFERENCES article_categories(id),
  image_obj jsonb, image_thumbnails jsonb
);
CREATE INDEX articles_date_idx ON articles (date DESC, id DESC);
CREATE TABLE article_tag_links (
  article_id int NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  tag_id int NOT NULL REFERENCES article_tags(id) ON DELETE CASCADE,
  PRIMARY KEY (article_id, tag_id)
);
CREATE TABLE breaking_news (
  id serial PRIMARY KEY,
  title_de text NOT NULL, title_en text NOT NULL,
  text_de text NOT NULL, text_en text NOT NULL,
  link_url_de text, link_url_en text,
  link_title_de text NOT NULL DEFAULT '', link_title_en text NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT true,
  sort int NOT NULL DEFAULT 0
);
-- weekday: ISO 1 (Monday) … 7 (Sunday). Several rows per day give several ranges.
CREATE TABLE opening_hours (
  id serial PRIMARY KEY,
  weekday int NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  time_from time, time_to time,
  closed boolean NOT NULL DEFAULT false,
  alternative_text_de text, alternative_text_en text,
  alternative_link_url text,
  sort int NOT NULL DEFAULT 0
);
CREATE TABLE opening_hours_exceptions (
  id serial PRIMARY KEY,
  date date NOT NULL,
  time_from time, time_to time,
  closed boolean NOT NULL DEFAULT false,
  alternative_text_de text, alternative_text_en text,
  alternative_link_url text,
  sort int NOT NULL DEFAULT 0
);
CREATE INDEX opening_hours_exceptions_date_idx ON opening_hours_exceptions (date)
