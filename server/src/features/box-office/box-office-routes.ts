import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCheckInRoutes } from './check-in-calls';
import { registerCheckInListRoutes } from './check-in-lists';
import { registerDoorRoutes } from './door-calls';
import { registerSalesRoutes } from './sales-calls';
import { registerSalesStopRoute } from './sales-stop';

/** The box office's staff calls: check-in at the entrance (lists, search, offline sync), the sales overview and its CSV exports. */
export function registerBoxOfficeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCheckInRoutes(app, ctx);
  registerCheckInListRoutes(app, ctx);
  registerDoorRoutes(app, ctx);
  registerSalesRoutes(app, ctx);
  registerSalesStopRoute(app, ctx);
}
