import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/** The site's address for links in mails and calendar files: SITE_URL when set, so a forged Host header cannot put its own link there. */
export const siteUrl = (ctx: AppContext, request: FastifyRequest) => ctx.config.mail?.siteUrl ?? `${request.protocol}://${request.host}`;
