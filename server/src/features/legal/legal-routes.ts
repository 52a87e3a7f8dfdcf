import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { localizedRoute } from '../../http/localized';
import { LEGAL_KINDS } from '../../lib/legal-page';


export function registerLegalRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const kind of LEGAL_KINDS) {
    localizedRoute(app, 'GET', `/api/${kind}/`, async (_request, _reply, locale) => {
      const [row] = await ctx.db.query<{ title: string; html: string }>('SELECT title, html FROM legal_texts WHERE kind = $1 AND locale = $2', [
        kind,
        locale,
      ]);
      if (!row) throw notFound(kind);
      return row;
    });
  }
}
