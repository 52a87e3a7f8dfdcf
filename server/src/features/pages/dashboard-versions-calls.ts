import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { VersionRow } from 'shared-contracts/media-library';
import type { AppContext } from '../../context';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';

const versionsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(15) });

/**
 * The dashboard's versions: the newest recorded writes of any kind, page versions and back-office entries' history
 * together, newest first. Both are already kept for restoring, so nothing else is stored for this.
 */
export function registerDashboardVersionsCalls(app: FastifyInstance, ctx: AppContext): void {
  forLocales(
    app,
    'GET',
    '/api/dashboard-versions/',
    async (request, _reply, locale): Promise<VersionRow[]> => {
      const { limit } = parseInput(versionsQuery, request.query, 'query');
      const rows = await ctx.db.query<Omit<VersionRow, 'changed_at'> & { changed_at: Date | string }>(
        `SELECT * FROM (
           SELECT 'page' AS source, 'pages' AS kind, v.page_id AS entity_id, coalesce(t.title, '') AS title,
                  coalesce(nullif(v.note, ''), 'save') AS action,
                  coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) AS changed_by, v.created_at AS changed_at
             FROM page_versions v LEFT JOIN page_translations t ON t.page_id = v.page_id AND t.locale = $1 LEFT JOIN users u ON u.id = v.created_by
           UNION ALL
           SELECT 'entry', h.kind, h.entity_id,
                  coalesce(h.data->>('title_' || $1), h.data->>('name_' || $1), h.data->>'title', h.data->>'name', h.data->>'username', ''),
                  h.action, h.username, h.at
             FROM entity_history h
         ) w ORDER BY changed_at DESC LIMIT $2`,
        [locale, limit],
      );
      return rows.map((r) => ({ ...r, entity_id: Number(r.entity_id), changed_at: new Date(r.changed_at).toISOString() }));
    },
    { config: { auth: 'editor' } },
  );
}
