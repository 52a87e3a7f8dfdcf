-- forms, their fields, uploaded temp files and stored entries.
CREATE TABLE forms (
  id serial PRIMARY KEY,
  slug_de text NOT NULL, slug_en text NOT NULL,
  title_de text NOT NULL, title_en text NOT NULL,
  intro_de text NOT NULL DEFAULT '', intro_en text NOT NULL DEFAULT '',
  success_de text NOT NULL DEFAULT '', success_en text NOT NULL DEFAULT ''
);
-- choices: [{value, label_de, label_en}]; default_value: JSON string, list of strings or null.
CREATE TABLE form_fields (
  id serial PRIMARY KEY,
  form_id int NOT NULL REFERENCES forms(id) ON DELETE CASCADE,
  slug text NOT NULL,
  field_type int NOT NULL,
  label_de text NOT NULL, label_en text NOT NULL,
  required boolean NOT NULL DEFAULT false,
  visible boolean NOT NULL DEFAULT true,
  choices jsonb NOT NULL DEFAULT '[]',
  default_value jsonb,
  placeholder_de text NOT NULL DEFAULT '', placeholder_en text NOT NULL DEFAULT '',
  help_de text NOT NULL DEFAULT '', help_en text NOT NULL DEFAULT '',
  sort int NOT NULL DEFAULT 0,
  UNIQUE (form_id, slug)
);
CREATE TABLE temp_files (
  id text PRIMARY KEY,
  name text NOT NULL,
  size int NOT NULL,
  content_type text NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE TABLE form_entries (
  id serial PRIMARY KEY,
  form_id int NOT NULL REFERENCES forms(id) ON DELETE CASCADE,
  locale text NOT NULL,
  field_values jsonb NOT NULL,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL
)
