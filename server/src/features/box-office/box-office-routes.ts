import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCheckInRoutes } from './check-in-calls';
import { registerSalesRoutes } from './sales-calls';
import { registerSalesStopRoute } from './sales-stop';

/** The box office's staff calls: check-in at the entrance, the sales overview and its CSV exports. */
export function registerBoxOfficeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCheckInRoutes(app, ctx);
  registerSalesRoutes(app, ctx);
  registerSalesStopRoute(app, ctx);
}
