import type { FastifyInstance } from 'fastify';
import type { BreakingNews } from 'shared-contracts/entities';
import type { AppContext } from '../../context';
import { localizedRoute } from '../../http/localized';
import { loc } from '../../lib/localized-columns';

/** GET /api/breaking-news/: active alerts within their schedule (either end may be open), the current one first (the top alert shows the first). */
export function registerBreakingNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  localizedRoute(app, 'GET', '/api/breaking-news/', async (_request, _reply, locale): Promise<BreakingNews[]> => {
    const now = ctx.clock.now().toISOString();
    const rows = await ctx.db.query<{ id: number; title: string; text: string; url: string | null; link_title: string }>(
      `SELECT id, ${loc('title', locale)} AS title, ${loc('text', locale)} AS text, ${loc('link_url', locale)} AS url,
              ${loc('link_title', locale)} AS link_title FROM breaking_news
        WHERE is_active AND (show_from IS NULL OR show_from <= $1) AND (show_until IS NULL OR show_until > $1) ORDER BY sort, id DESC`,
      [now],
    );
    return rows.map((r) => ({ id: r.id, title: r.title, text: r.text, link: r.url ? { url: r.url } : null, link_title: r.link_title }));
  });
}
