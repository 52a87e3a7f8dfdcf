import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerGetProduction } from './get-production';
import { registerGetProductions } from './get-productions';

export function registerProductionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerGetProductions(app, ctx);
  registerGetProduction(app, ctx);
}
