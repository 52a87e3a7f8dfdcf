import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerGetProduction } from './get-production';
import { registerGetProductions } from './get-productions';

export async function productionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerGetProductions(app, ctx);
  registerGetProduction(app, ctx);
}
