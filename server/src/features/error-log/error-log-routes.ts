import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ErrorLogSummaryRow } from 'shared-contracts/dashboard';
import type { AppContext } from '../../context';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { createVisitorWriteLimit } from '../../lib/visitor-write-limit';

const summaryQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(20) });
const errorLogBody = z.object({ url: z.string().min(1).max(2000) });

/** The shell posts the url of every 404 it shows; staff read the newest entries. */
export function registerErrorLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Anyone can post here, so it is throttled like cart additions: a script cannot fill the table.
  const throttle = createVisitorWriteLimit(ctx, 'error-log', 'url');
  forLocales(app, 'POST', '/api/dashboard-error-log/', async (request, reply, locale) => {
    await throttle(request, reply);
    const { url } = parseInput(errorLogBody, request.body ?? {}, 'body');
    const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
    const [row] = await ctx.db.query<{ id: number }>(
      'INSERT INTO error_log (url, locale, user_agent, user_id, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [url, locale, userAgent, request.user?.id ?? null, ctx.clock.now().toISOString()],
    );
    return reply.status(201).send({ id: row.id, url });
  });

  forLocales(
    app,
    'GET',
    '/api/dashboard-error-log/',
    async () => ctx.db.query('SELECT id, url, locale, created_at FROM error_log ORDER BY id DESC LIMIT 200'),
    { config: { auth: 'editor' } },
  );

  // The dashboard's view: one row per address (query dropped), most recent first, with how often it was missed.
  // An address that has a redirect now is resolved and drops out of the list.
  forLocales(
    app,
    'GET',
    '/api/dashboard-error-log/summary/',
    async (request) => {
      const { limit } = parseInput(summaryQuery, request.query, 'query');
      const rows = await ctx.db.query<ErrorLogSummaryRow & { last_seen: Date | string }>(
        `SELECT e.path, e.locale, e.count, e.last_seen FROM (
           SELECT split_part(url, '?', 1) AS path, min(locale) AS locale, count(*)::int AS count, max(created_at) AS last_seen, max(id) AS newest
             FROM error_log GROUP BY split_part(url, '?', 1)) e
          WHERE NOT EXISTS (SELECT 1 FROM redirects r WHERE r.old_path = e.path)
          ORDER BY e.newest DESC LIMIT $1`,
        [limit],
      );
      return rows.map((r) => ({ ...r, last_seen: new Date(r.last_seen).toISOString() }));
    },
    { config: { auth: 'editor' } },
  );
}
