import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerEventCalendar } from './event-calendar';
import { registerGetEvent } from './get-event';
import { registerGetEvents } from './get-events';
import { registerDomainHeadResolvers } from './head-resolvers';

/** Events list, detail and calendar file; also registers the document head lookups of every programme detail route. */
export function registerEventsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerGetEvents(app, ctx);
  registerGetEvent(app, ctx);
  registerEventCalendar(app, ctx);
  registerDomainHeadResolvers();
}
