import type { FastifyRequest } from 'fastify';
import { type Locale, PRODUCT_NAME } from 'shared-contracts/locales';
import type { SiteSettings } from 'shared-contracts/site';
import type { LdSite } from './structured-data/json-ld';

/** Scheme and host of the request: absolute urls in the head (canonical, og, JSON-LD) are built from it. */
export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** Site facts for the structured data of one document. */
export function ldSite(request: FastifyRequest, locale: Locale, settings: SiteSettings | null): LdSite {
  return { origin: originOf(request), locale, name: PRODUCT_NAME, logo: settings?.design.header_logo_image || null };
}

/** The head tags followed by the JSON-LD scripts. */
export const withStructuredData = (head: string, structuredData: string | undefined): string => (structuredData ? `${head}\n${structuredData}` : head);

