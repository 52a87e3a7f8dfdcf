-- site search. One row per indexed thing and language; the tsvector uses the language's
-- text search configuration so "Ausstellungen" matches "Ausstellung". search_words feeds autocomplete.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE TABLE search_documents (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  ref_id int NOT NULL,
  locale text NOT NULL CHECK (locale IN ('de', 'en')),
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  url text NOT NULL,
  date timestamptz,
  image_obj jsonb,
  tsv tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector(CASE WHEN locale = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END, coalesce(title, '')), 'A') ||
    setweight(to_tsvector(CASE WHEN locale = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END, coalesce(body, '')), 'B')
  ) STORED,
  UNIQUE (kind, ref_id, locale)
);
CREATE INDEX search_documents_tsv_idx ON search_documents USING gin (tsv);
CREATE INDEX search_documents_title_trgm_idx ON search_documents USING gin (title gin_trgm_ops);
CREATE TABLE search_words (
  locale text NOT NULL,
  word text NOT NULL,
  freq int NOT NULL,
  PRIMARY KEY (locale, word)
);
CREATE INDEX search_words_prefix_idx ON search_words (locale, word text_pattern_ops)
