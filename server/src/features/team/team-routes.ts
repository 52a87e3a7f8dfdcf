import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { loc } from '../../lib/localized-columns';
import { langParam, pathIdSchema, queryId } from '../../lib/query-params';
import { loadPersons } from './lib/load-persons';

const listQuery = z.object({ category: queryId, lang: langParam });

/** Team: GET /api/persons/?category, /api/persons/{id}/, /api/person-categories/. */
export function registerTeamRoutes(app: FastifyInstance, ctx: AppContext): void {
  localizedRoute(app, 'GET', '/api/persons/', (request, _reply, locale) => {
    const q = parseInput(listQuery, request.query, 'query');
    return loadPersons(ctx.db, locale, { category: q.category });
  });
  localizedRoute(app, 'GET', '/api/persons/:id/', async (request, _reply, locale) => {
    const { id } = parseInput(pathIdSchema, request.params, 'params');
    const [person] = await loadPersons(ctx.db, locale, { id });
    if (!person) throw notFound('person');
    return person;
  });
  localizedRoute(app, 'GET', '/api/person-categories/', (_request, _reply, locale) =>
    ctx.db.query(`SELECT id, ${loc('name', locale)} AS name, slug FROM person_categories ORDER BY sort, id`),
  );
}
