import type { FastifyInstance } from 'fastify';
import type { OpeningHoursEntry, OpeningHoursToday } from 'shared-contracts/entities';
import type { AppContext } from '../../context';
import { localizedRoute } from '../../http/localized';
import { berlinDay, berlinIsoWeekday } from '../../lib/berlin-time';
import { loc } from '../../lib/localized-columns';

/** GET /api/opening-hours-today/: regular ranges of today's weekday and the exceptions of today's date (Berlin, injected clock). */
export function registerOpeningHoursRoutes(app: FastifyInstance, ctx: AppContext): void {
  localizedRoute(app, 'GET', '/api/opening-hours-today/', async (_request, _reply, locale): Promise<OpeningHoursToday> => {
    const now = ctx.clock.now();
    const cols = `to_char(time_from, 'HH24:MI:SS') AS time_from, to_char(time_to, 'HH24:MI:SS') AS time_to, closed,
                  ${loc('alternative_text', locale)} AS alternative_text, alternative_link_url`;
    const [regular, exceptions] = await Promise.all([
      ctx.db.query<OpeningHoursEntry>(`SELECT ${cols} FROM opening_hours WHERE weekday = $1 ORDER BY sort, time_from, id`, [berlinIsoWeekday(now)]),
      ctx.db.query<OpeningHoursEntry>(`SELECT ${cols} FROM opening_hours_exceptions WHERE date = $1::date ORDER BY sort, time_from, id`, [berlinDay(now)]),
    ]);
    return { opening_hours: regular, opening_hours_exceptions: exceptions };
  });
}
