import type { FastifyInstance } from 'fastify';
import { LOCALES, type Locale } from 'shared-contracts/locales';
import { buildPath } from 'shared-contracts/routes';
import type { AppContext } from '../../context';
import { escapeHtml } from '../../lib/auth-urls';
import { siteCache } from '../../lib/site-cache';
import { visibleArticleSql } from '../../lib/article-visibility';
import { originOf } from './document-extras';

/** What the document's robots meta says on an indexable (production) instance. */
export const INDEXABLE_ROBOTS = 'index, follow';

type Alternates = Partial<Record<Locale, string>>;

/**
 * Every public page (online, not behind a login), every online event and every article visitors get now (online,
 * publish time come), each with its address in both languages.
 */
async function publicAddresses(ctx: AppContext): Promise<Alternates[]> {
  const pages = await ctx.db.query<{ id: number; locale: Locale; path: string }>(
    `SELECT p.id, t.locale, t.path FROM pages p JOIN page_translations t ON t.page_id = p.id
      WHERE p.is_online AND NOT (p.middleware ? 'auth') ORDER BY p.id, t.locale`,
  );
  const byPage = new Map<number, Alternates>();
  for (const row of pages) {
    const urls = byPage.get(row.id) ?? {};
    urls[row.locale] = `/${row.locale}${row.path ? `/${row.path.replace(/^\/+/, '')}` : ''}`;
    byPage.set(row.id, urls);
  }
  const events = await ctx.db.query<{ id: number; slug_de: string; slug_en: string }>('SELECT id, slug_de, slug_en FROM events WHERE is_online ORDER BY id');
  const articles = await ctx.db.query<{ id: number; slug_de: string; slug_en: string }>(
    `SELECT id, slug_de, slug_en FROM articles a WHERE ${visibleArticleSql('a', '$1::timestamptz')} ORDER BY id`,
    [ctx.clock.now().toISOString()],
  );
  const both = (route: 'events-slug-id' | 'magazine-slug-id', e: { id: number; slug_de: string; slug_en: string }) =>
    Object.fromEntries(LOCALES.map((l) => [l, buildPath(route, l, { slug: l === 'de' ? e.slug_de : e.slug_en, id: String(e.id) })])) as Alternates;
  return [...byPage.values(), ...events.map((e) => both('events-slug-id', e)), ...articles.map((a) => both('magazine-slug-id', a))];
}

/** The sitemap: one `<url>` per address, each naming every language version (hreflang), as search engines ask. */
export function sitemapXml(origin: string, entries: Alternates[]): string {
  const e = escapeHtml;
  const urls = entries.flatMap((alternates) =>
    LOCALES.filter((l) => alternates[l]).map((l) => {
      const links = LOCALES.filter((other) => alternates[other]).map((other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${e(origin + alternates[other]!)}"/>`);
      return `<url><loc>${e(origin + alternates[l]!)}</loc>${links.join('')}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The production switch for search engines (SITE_INDEXABLE=1): robots.txt allows crawling and names the sitemap,
 * and documents say `index, follow`. Any other instance (staging, a review copy) tells robots to stay away.
 */
export function registerSeoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const indexable = ctx.config.indexable === true;
  app.get('/robots.txt', { config: { shared: true } }, async (request, reply) => {
    const body = indexable
      ? `User-agent: *\nAllow: /\nDisallow: /de/cms-hub\nDisallow: /en/cms-hub\nDisallow: /de/login/\nDisallow: /en/login/\nDisallow: /webshop/\n\nSitemap: ${originOf(request)}/sitemap.xml\n`
      : 'User-agent: *\nDisallow: /\n';
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(body);
  });
  app.get('/sitemap.xml', { config: { shared: true } }, async (request, reply) => {
    if (!indexable) return reply.status(404).type('text/plain; charset=utf-8').send('not found');
    // Every CMS write drops the site cache, so a published or deleted page is in the next sitemap.
    const entries = await siteCache(ctx.db, ctx.clock).get('sitemap', () => publicAddresses(ctx));
    return reply.header('cache-control', 'public, max-age=0, s-maxage=300').type('application/xml; charset=utf-8').send(sitemapXml(originOf(request), entries));
  });
}
