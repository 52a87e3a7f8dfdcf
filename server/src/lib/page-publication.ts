import type { PagePublication } from 'shared-contracts/editor/page-publication';
import type { Queryable } from '../db/types';

/** Makes a stored version the one visitors get (the caller's transaction; caches are cleared after its commit). */
export async function publishVersion(db: Queryable, pageId: number, versionId: number, userId: number | null, at: Date): Promise<void> {
  await db.query('UPDATE pages SET published_version_id = $2, published_at = $3, published_by = $4 WHERE id = $1', [pageId, versionId, at.toISOString(), userId]);
}

/**
 * Unpublished changes are a difference of content, not of version numbers: the draft's latest snapshot is compared
 * with the published one, so an edit that was undone, or a discarded draft, leaves nothing to publish.
 */
export async function loadPublication(db: Queryable, pageId: number): Promise<PagePublication | null> {
  const [row] = await db.query<{
    version_id: number | null; published_version_id: number | null; published_at: Date | string | null; published_by: string | null; differs: boolean | null;
  }>(
    `SELECT l.id AS version_id, p.published_version_id, p.published_at, u.username AS published_by,
            (pv.id IS NULL OR l.snapshot IS DISTINCT FROM pv.snapshot) AS differs
       FROM pages p
       LEFT JOIN LATERAL (SELECT id, snapshot FROM page_versions WHERE page_id = p.id ORDER BY id DESC LIMIT 1) l ON true
       LEFT JOIN page_versions pv ON pv.id = p.published_version_id
       LEFT JOIN users u ON u.id = p.published_by
      WHERE p.id = $1`,
    [pageId],
  );
  if (!row) return null;
  return {
    page_id: pageId,
    version_id: row.version_id ?? 0,
    published_version_id: row.published_version_id,
    published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
    published_by: row.published_by,
    has_unpublished_changes: Boolean(row.differs),
  };
}
