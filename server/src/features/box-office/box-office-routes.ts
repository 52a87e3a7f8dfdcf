import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCheckInRoutes } from './check-in-routes';

/** The box office's staff calls: check-in at the entrance. */
export function registerBoxOfficeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCheckInRoutes(app, ctx);
}
