-- A deleted page keeps its versions so staff can bring it back: versions no longer vanish with their page row, and
-- the page's publication state at deletion is kept beside them until it is restored.
ALTER TABLE page_versions DROP CONSTRAINT page_versions_page_id_fkey;

CREATE TABLE deleted_pages (
  page_id int PRIMARY KEY,
  title text NOT NULL,
  path text NOT NULL,
  version_id int NOT NULL REFERENCES page_versions(id) ON DELETE CASCADE,
  published_version_id int REFERENCES page_versions(id) ON DELETE SET NULL,
  published_at timestamptz,
  published_by int REFERENCES users(id) ON DELETE SET NULL,
  deleted_at timestamptz NOT NULL DEFAULT now(),
  deleted_by int REFERENCES users(id) ON DELETE SET NULL
);
