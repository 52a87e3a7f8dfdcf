import { plainLine } from '../../lib/plain-text';
import type { Locale } from 'shared-contracts/locales';
import { buildPath, type RouteName } from 'shared-contracts/routes';
import type { AppContext } from '../../context';
import { type HeadInfo, type RouteViewer, registerRouteResolver } from '../../lib/route-resolvers';
import { visibleArticleSql } from '../../lib/article-visibility';
import { loc } from '../../lib/localized-columns';

interface HeadRow {
  title: string;
  description: string | null;
  image: { url?: string } | null;
  slug_de: string | null;
  slug_en: string | null;
}

const plain = (html: string | null) => plainLine(html, 200);

/**
 * One detail route: how to read title, description, image and both slugs of the entity by id ($1). `viewerParams`
 * adds parameters ($2, …) for a kind whose visibility depends on who asks and when (magazine articles).
 */
function register(
  route: RouteName,
  sql: (locale: Locale) => string,
  ogType = 'website',
  slugRoute: RouteName = route,
  viewerParams: (viewer: RouteViewer) => unknown[] = () => [],
): void {
  registerRouteResolver(route, async (ctx: AppContext, locale, params, viewer): Promise<HeadInfo | null> => {
    const id = params.id ?? '';
    if (!/^\d{1,9}$/.test(id)) return null;
    const [row] = await ctx.db.query<HeadRow>(sql(locale), [Number(id), ...viewerParams(viewer)]);
    if (!row) return null;
    const urls =
      row.slug_de && row.slug_en
        ? {
            de: buildPath(slugRoute, 'de', slugParams(slugRoute, row.slug_de, id)),
            en: buildPath(slugRoute, 'en', slugParams(slugRoute, row.slug_en, id)),
          }
        : { de: buildPath(slugRoute, 'de', { id }), en: buildPath(slugRoute, 'en', { id }) };
    return { title: row.title, description: plain(row.description), image: row.image?.url ?? null, urls, og_type: ogType };
  });
}

function slugParams(route: RouteName, slug: string, id: string): Record<string, string> {
  if (route === 'magazine-categories-category-id') return { category: slug, id };
  if (route === 'magazine-tags-tag-id') return { tag: slug, id };
  return { slug, id };
}

/** Head data for every programme detail route (events, productions, series, venues, team, magazine) of the document host; an unknown id makes the document a 404. */
export function registerDomainHeadResolvers(): void {
  const L = (c: string, l: Locale) => loc(c, l);
  register('events-slug-id', (l) => `SELECT ${L('title', l)} AS title, ${L('description', l)} AS description, image_obj AS image, slug_de, slug_en FROM events WHERE id = $1`, 'event');
  register('productions-slug-id', (l) => `SELECT ${L('title', l)} AS title, ${L('description', l)} AS description, image_obj AS image, slug_de, slug_en FROM productions WHERE id = $1`);
  register('series-slug-id', (l) => `SELECT ${L('name', l)} AS title, ${L('description', l)} AS description, image_obj AS image, slug_de, slug_en FROM series WHERE id = $1`);
  register('series-id', (l) => `SELECT ${L('name', l)} AS title, ${L('description', l)} AS description, image_obj AS image, slug_de, slug_en FROM series WHERE id = $1`, 'website', 'series-slug-id');
  register('venues-slug-id', (l) => `SELECT ${L('name', l)} AS title, ${L('description', l)} AS description, image_obj AS image, slug_de, slug_en FROM venues WHERE id = $1`, 'place');
  register('team-slug-id', (l) => `SELECT first_name || ' ' || last_name AS title, ${L('role', l)} || '. ' || ${L('bio', l)} AS description, image_obj AS image, slug AS slug_de, slug AS slug_en FROM persons WHERE id = $1`, 'profile');
  register('forms-slug-id', (l) => `SELECT ${L('title', l)} AS title, ${L('intro', l)} AS description, NULL::jsonb AS image, slug_de, slug_en FROM forms WHERE id = $1`);
  // An offline or scheduled article is a 404 for visitors; staff open it (the page shows its state).
  register(
    'magazine-slug-id',
    (l) => `SELECT ${L('title', l)} AS title, ${L('teaser', l)} AS description, image_obj AS image, slug_de, slug_en FROM articles a
             WHERE id = $1 AND ($2::boolean OR ${visibleArticleSql('a', '$3::timestamptz')})`,
    'article',
    'magazine-slug-id',
    (viewer) => [viewer.staff, viewer.now.toISOString()],
  );
  register('magazine-categories-category-id', (l) => `SELECT ${L('name', l)} AS title, NULL AS description, NULL::jsonb AS image, slug_de, slug_en FROM article_categories WHERE id = $1`);
  register('magazine-tags-tag-id', (l) => `SELECT '#' || ${L('name', l)} AS title, NULL AS description, NULL::jsonb AS image, slug_de, slug_en FROM article_tags WHERE id = $1`);
}
