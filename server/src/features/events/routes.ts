import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerGetEvent } from './get-event';
import { registerGetEvents } from './get-events';
import { registerDomainHeadResolvers } from './lib/head-resolvers';

/** Events list and detail; also registers the document head lookups of every server-domain detail route. */
export async function eventsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerGetEvents(app, ctx);
  registerGetEvent(app, ctx);
  registerDomainHeadResolvers();
}
