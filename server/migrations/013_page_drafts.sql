-- Drafts and publishing. The live rows (pages, page_translations, modules) are the staff's working copy (the draft);
-- what visitors get is the page version a page points at as published. Views give that published state in the shape
-- of the live tables, so visitor reads (page API, document heads, search) change only their FROM clause.
ALTER TABLE pages ADD COLUMN published_version_id int REFERENCES page_versions(id) ON DELETE SET NULL;
ALTER TABLE pages ADD COLUMN published_at timestamptz;
ALTER TABLE pages ADD COLUMN published_by int REFERENCES users(id) ON DELETE SET NULL;
-- Until now every save went live at once, so each page's latest version is what visitors see today.
UPDATE pages p SET published_version_id = (SELECT max(v.id) FROM page_versions v WHERE v.page_id = p.id),
  published_at = (SELECT max(v.created_at) FROM page_versions v WHERE v.page_id = p.id);

CREATE VIEW published_pages AS
SELECT s.id, s.parent_id, s.position, s.content_type, s.is_online, s.is_clickable, s.in_menu, s.in_footer, s.is_landing_page,
       s.middleware, s.og_type, s.og_image, p.published_version_id AS version_id
  FROM pages p JOIN page_versions v ON v.id = p.published_version_id,
       jsonb_to_record(v.snapshot->'page') AS s(id int, parent_id int, position int, content_type text, is_online boolean,
         is_clickable boolean, in_menu boolean, in_footer boolean, is_landing_page boolean, middleware jsonb, og_type text, og_image jsonb);

CREATE VIEW published_page_translations AS
SELECT t.page_id, t.locale, t.path, t.title, t.headline, t.meta_title, t.meta_description, t.og_title, t.og_description
  FROM pages p JOIN page_versions v ON v.id = p.published_version_id,
       jsonb_to_recordset(v.snapshot->'translations') AS t(page_id int, locale text, path text, title text, headline text,
         meta_title text, meta_description text, og_title text, og_description text);

-- Sections outside any page (fetched by slug only) have no versions and are live at once; the rest come from the
-- published snapshot of their page.
CREATE VIEW published_modules AS
SELECT m.id, m.page_id, m.locale, m.parent_id, m.column_index, m.position, m.kind, m.slug, m.object_id, m.layout, m.column_classes, m.data
  FROM pages p JOIN page_versions v ON v.id = p.published_version_id,
       jsonb_to_recordset(v.snapshot->'modules') AS m(id int, page_id int, locale text, parent_id int, column_index int, position int,
         kind text, slug text, object_id int, layout text, column_classes jsonb, data jsonb)
UNION ALL
SELECT id, page_id, locale, parent_id, column_index, position, kind, slug, object_id, layout, column_classes, data FROM modules WHERE page_id IS NULL;

-- Search finds only what visitors can open.
CREATE OR REPLACE VIEW search_source_pages AS
SELECT p.id,
       t.locale,
       t.title,
       trim(concat_ws(' ', t.headline, t.meta_description,
         (SELECT string_agg(regexp_replace(concat_ws(' ', m.data->>'headline', m.data->>'preline', m.data->>'subline',
                  m.data->>'content', m.data->>'text', m.data->>'title'), '<[^>]*>', ' ', 'g'), ' ' ORDER BY m.id)
            FROM published_modules m WHERE m.page_id = p.id AND m.locale = t.locale))) AS body,
       CASE WHEN t.path = '' THEN '/' || t.locale ELSE '/' || t.locale || '/' || t.path END AS url
  FROM published_pages p JOIN published_page_translations t ON t.page_id = p.id
 WHERE p.is_online;
