import { type PageVersion, type VersionConflict, changeOfNote } from 'shared-contracts/page-versions';
import type { Queryable } from '../../db/types';

/** A person as editors know each other: "Lea Lektorin", or the user name when no name is stored. */
export const PERSON_NAME_SQL = (alias: string) =>
  `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.username)`;

interface VersionRow {
  version_id: number;
  created_at: Date | string;
  note: string;
  module_kind: string | null;
  created_by: string | null;
  is_published: boolean;
}

/** Every version of a page, newest first, naming its editor by full name and saying what it changed. */
export async function listVersions(db: Queryable, pageId: number): Promise<PageVersion[]> {
  const rows = await db.query<VersionRow>(
    `SELECT v.id AS version_id, v.created_at, v.note, v.module_kind, ${PERSON_NAME_SQL('u')} AS created_by, (v.id = p.published_version_id) AS is_published
       FROM page_versions v JOIN pages p ON p.id = v.page_id LEFT JOIN users u ON u.id = v.created_by
      WHERE v.page_id = $1 ORDER BY v.id DESC`,
    [pageId],
  );
  return rows.map(({ module_kind, ...row }) => ({ ...row, created_at: new Date(row.created_at).toISOString(), change: changeOfNote(row.note, module_kind) }));
}

/** The page's latest version as a 409 tells it: who (full name), when, and what they changed. */
export async function latestChange(db: Queryable, pageId: number): Promise<VersionConflict | null> {
  const [latest] = await db.query<{ id: number; created_at: Date | string; note: string; module_kind: string | null; name: string | null }>(
    `SELECT v.id, v.created_at, v.note, v.module_kind, ${PERSON_NAME_SQL('u')} AS name
       FROM page_versions v LEFT JOIN users u ON u.id = v.created_by WHERE v.page_id = $1 ORDER BY v.id DESC LIMIT 1`,
    [pageId],
  );
  if (!latest) return null;
  return { version_id: latest.id, changed_by: latest.name, changed_at: new Date(latest.created_at).toISOString(), change: changeOfNote(latest.note, latest.module_kind) };
}
