-- Site schema: extensions, staff users and sessions, site settings, pages with module trees and versions,
-- navigation, redirects, legal texts, custom error pages, the dashboard error log.
-- Extensions live in public so every schema (tests use one schema per file) finds them through search_path.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  is_staff boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The cookie holds a random token; the table holds only its sha256, so a leaked table opens no session.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

CREATE TABLE site_settings (
  id int PRIMARY KEY CHECK (id = 1),
  is_site_online boolean NOT NULL DEFAULT true,
  is_shop_online boolean NOT NULL DEFAULT true,
  html_header text NOT NULL DEFAULT '',
  html_footer_top text NOT NULL DEFAULT '',
  html_footer_bottom text NOT NULL DEFAULT '',
  html_footer_logos text,
  design jsonb NOT NULL
);

CREATE TABLE error_pages (
  status int PRIMARY KEY,
  html text NOT NULL
);

CREATE TABLE redirects (
  id serial PRIMARY KEY,
  locale text NOT NULL,
  old_path text NOT NULL UNIQUE,
  new_path text NOT NULL
);

CREATE TABLE nav_items (
  id serial PRIMARY KEY,
  locale text NOT NULL,
  menu text NOT NULL CHECK (menu IN ('menu', 'secondary', 'footer')),
  parent_id int REFERENCES nav_items(id) ON DELETE CASCADE,
  position int NOT NULL DEFAULT 0,
  title text NOT NULL,
  url text NOT NULL,
  has_tab_navigation boolean NOT NULL DEFAULT false
);
CREATE INDEX nav_items_locale_idx ON nav_items (locale, menu, position);

CREATE TABLE pages (
  id serial PRIMARY KEY,
  parent_id int REFERENCES pages(id) ON DELETE SET NULL,
  position int NOT NULL DEFAULT 0,
  content_type text NOT NULL DEFAULT 'cms.page',
  is_online boolean NOT NULL DEFAULT true,
  is_clickable boolean NOT NULL DEFAULT true,
  in_menu boolean NOT NULL DEFAULT false,
  in_footer boolean NOT NULL DEFAULT false,
  is_landing_page boolean NOT NULL DEFAULT false,
  middleware jsonb NOT NULL DEFAULT '[]',
  og_type text NOT NULL DEFAULT 'website',
  og_image jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Per-language fields; `path` is the page's path below the locale prefix ('' for the home page).
CREATE TABLE page_translations (
  page_id int NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  locale text NOT NULL,
  path text NOT NULL,
  title text NOT NULL,
  headline text NOT NULL DEFAULT '',
  meta_title text NOT NULL DEFAULT '',
  meta_description text NOT NULL DEFAULT '',
  og_title text NOT NULL DEFAULT '',
  og_description text NOT NULL DEFAULT '',
  PRIMARY KEY (page_id, locale),
  UNIQUE (locale, path)
);

-- One table for every module kind. Containers and sections hold columns: a child's column_index says which one;
-- list modules (teaser list, image list, …) hold children with column_index NULL.
CREATE TABLE modules (
  id serial PRIMARY KEY,
  page_id int REFERENCES pages(id) ON DELETE CASCADE,
  locale text NOT NULL,
  parent_id int REFERENCES modules(id) ON DELETE CASCADE,
  column_index int,
  position int NOT NULL DEFAULT 0,
  kind text NOT NULL,
  slug text,
  object_id int,
  layout text,
  column_classes jsonb,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX modules_page_idx ON modules (page_id, locale);
CREATE INDEX modules_parent_idx ON modules (parent_id);
CREATE UNIQUE INDEX modules_slug_idx ON modules (locale, slug) WHERE slug IS NOT NULL;

-- Every saved state of a page (all languages, all modules); the newest row is the current version.
CREATE TABLE page_versions (
  id serial PRIMARY KEY,
  page_id int NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by int REFERENCES users(id) ON DELETE SET NULL,
  note text NOT NULL DEFAULT '',
  snapshot jsonb NOT NULL
);
CREATE INDEX page_versions_page_idx ON page_versions (page_id, id);

CREATE TABLE legal_texts (
  kind text NOT NULL CHECK (kind IN ('agb', 'imprint', 'privacy-policy')),
  locale text NOT NULL,
  title text NOT NULL,
  html text NOT NULL,
  PRIMARY KEY (kind, locale)
);

CREATE TABLE error_log (
  id serial PRIMARY KEY,
  url text NOT NULL,
  locale text NOT NULL,
  user_agent text,
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX error_log_created_idx ON error_log (created_at);

-- What site search indexes from the CMS: online pages, their titles and the text of their modules.
CREATE VIEW search_source_pages AS
SELECT p.id,
       t.locale,
       t.title,
       trim(concat_ws(' ', t.headline, t.meta_description,
         (SELECT string_agg(regexp_replace(concat_ws(' ', m.data->>'headline', m.data->>'preline', m.data->>'subline',
                  m.data->>'content', m.data->>'text', m.data->>'title'), '<[^>]*>', ' ', 'g'), ' ' ORDER BY m.id)
            FROM modules m WHERE m.page_id = p.id AND m.locale = t.locale))) AS body,
       CASE WHEN t.path = '' THEN '/' || t.locale ELSE '/' || t.locale || '/' || t.path END AS url
  FROM pages p JOIN page_translations t ON t.page_id = p.id
 WHERE p.is_online;
