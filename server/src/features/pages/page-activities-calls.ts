import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PageActivity } from 'shared-contracts/dashboard';
import type { AppContext } from '../../context';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';

const activityQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(15) });

/** The dashboard's recent page writes: every saved version is one, named by its note and its editor. */
export function registerPageActivitiesCalls(app: FastifyInstance, ctx: AppContext): void {
  forLocales(
    app,
    'GET',
    '/api/dashboard-page-activities/',
    async (request, _reply, locale): Promise<PageActivity[]> => {
      const { limit } = parseInput(activityQuery, request.query, 'query');
      const rows = await ctx.db.query<Omit<PageActivity, 'url' | 'changed_at'> & { path: string; changed_at: Date | string }>(
        `SELECT v.id AS version_id, v.page_id, t.title, t.path, v.note, v.created_at AS changed_at,
                coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) AS changed_by
           FROM page_versions v JOIN page_translations t ON t.page_id = v.page_id AND t.locale = $1 LEFT JOIN users u ON u.id = v.created_by
          ORDER BY v.id DESC LIMIT $2`,
        [locale, limit],
      );
      return rows.map(({ path, ...r }) => ({ ...r, url: path ? `/${locale}/${path}` : `/${locale}`, changed_at: new Date(r.changed_at).toISOString() }));
    },
    { config: { auth: 'editor' } },
  );
}
