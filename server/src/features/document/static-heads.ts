import type { Locale } from 'shared-contracts/locales';
import { type RouteMatch, buildPath } from 'shared-contracts/routes';
import type { AppContext } from '../../context';
import { LEGAL_PAGE_KINDS } from '../../lib/legal-page';
import { TABLES, pageUrl } from '../../lib/page-service';
import type { HeadInfo } from '../../lib/route-resolvers';

const LIST_TITLES: Partial<Record<RouteMatch['name'], Record<Locale, string>>> = {
  events: { de: 'Veranstaltungen', en: 'Events' },
  magazine: { de: 'Mediathek', en: 'Media library' },
  'magazine-tags': { de: 'Alle #Themen', en: 'All #Topics' },
  productions: { de: 'Produktionen', en: 'Productions' },
  team: { de: 'Team', en: 'Team' },
  search: { de: 'Suche', en: 'Search' },
  'user-profile': { de: 'Mein Profil', en: 'My Profile' },
  'user-settings': { de: 'Einstellungen', en: 'Settings' },
  'cms-hub': { de: 'Content-Hub', en: 'Content hub' },
  'cms-hub-orders': { de: 'Bestellungen', en: 'Orders' },
  'cms-hub-check-in': { de: 'Einlass', en: 'Check-in' },
  'cms-hub-sales': { de: 'Verkauf', en: 'Sales' },
  'cms-hub-resource': { de: 'Backoffice', en: 'Back office' },
};

/** Search results' snippet for list pages whose CMS page has no meta description of its own. */
const LIST_DESCRIPTIONS: Partial<Record<RouteMatch['name'], Record<Locale, string>>> = {
  events: {
    de: 'Alle Veranstaltungen der Landesausstellung 2026 im Kloster Auenstein: nach Datum, Reihe, Ort und Genre filtern und Karten buchen.',
    en: 'Every event of the State Exhibition 2026 at Kloster Auenstein: filter by date, series, venue and genre, and book tickets.',
  },
  productions: {
    de: 'Alle Produktionen der Landesausstellung 2026 im Überblick, nach Spielzeit, Art und Thema gefiltert.',
    en: 'All productions of the State Exhibition 2026 at a glance, by season, kind and topic.',
  },
};

const SEARCH_CATEGORY_TITLES: Record<string, Record<Locale, string>> = {
  events: { de: 'Veranstaltungen', en: 'Events' },
  others: { de: 'Weitere Inhalte', en: 'Other content' },
};

/** A search result page of one category ("Suche: Veranstaltungen – Seite 2"), linked to the same page in both languages. */
function searchCategoryHead(match: RouteMatch): HeadInfo | null {
  const { category, page } = match.params;
  const names = category ? SEARCH_CATEGORY_TITLES[category] : undefined;
  if (!names) return null;
  const { locale } = match;
  const pageNo = Number(page);
  const pageSuffix = Number.isInteger(pageNo) && pageNo > 1 ? ` – ${locale === 'de' ? 'Seite' : 'Page'} ${pageNo}` : '';
  return {
    title: `${LIST_TITLES.search![locale]}: ${names[locale]}${pageSuffix}`,
    urls: { de: buildPath('search', 'de', match.params), en: buildPath('search', 'en', match.params) },
  };
}

/**
 * Head info of routes the CMS knows: home and catch-all pages, list routes that have a CMS page at the same path
 * (the events page's headline, for instance), legal pages. null: not a CMS route (detail routes use resolvers).
 */
export async function resolveStaticHead(
  ctx: AppContext,
  match: RouteMatch,
  staff: boolean,
): Promise<{ head: HeadInfo; middleware?: string[] } | null> {
  const { locale } = match;
  const legal = LEGAL_PAGE_KINDS[match.name];
  if (legal) {
    const [row] = await ctx.db.query<{ title: string }>('SELECT title FROM legal_texts WHERE kind = $1 AND locale = $2', [legal, locale]);
    return row ? { head: { title: row.title, urls: { de: buildPath(match.name, 'de'), en: buildPath(match.name, 'en') } } } : null;
  }
  if (match.name === 'search' && match.params.category) {
    const head = searchCategoryHead(match);
    return head ? { head } : null;
  }
  let path: string | null = null;
  if (match.name === 'home') path = '';
  else if (match.name === 'catch-all') path = (match.params['*'] ?? '').replace(/^\/+|\/+$/g, '').toLowerCase();
  else if (LIST_TITLES[match.name] && !Object.values(match.params).some(Boolean)) path = buildPath(match.name, locale).slice(locale.length + 2);
  if (path === null) return null;

  // Visitors' heads come from the published versions; staff see their draft's title.
  const { pages, translations } = TABLES[staff ? 'draft' : 'published'];
  const rows = await ctx.db.query<{
    id: number; is_online: boolean; middleware: unknown; og_image: unknown; og_type: string; locale: string; path: string; title: string;
    meta_title: string; meta_description: string; og_title: string;
  }>(
    `SELECT p.id, p.is_online, p.middleware, p.og_image, p.og_type, t2.locale, t2.path, t2.title, t2.meta_title, t2.meta_description, t2.og_title
       FROM ${translations} t JOIN ${pages} p ON p.id = t.page_id JOIN ${translations} t2 ON t2.page_id = p.id
      WHERE t.locale = $1 AND t.path = $2`,
    [locale, path],
  );
  const own = rows.find((r) => r.locale === locale);
  if (!own || (!own.is_online && !staff)) {
    const title = LIST_TITLES[match.name]?.[locale];
    return title ? { head: { title, description: LIST_DESCRIPTIONS[match.name]?.[locale], urls: { de: buildPath(match.name, 'de'), en: buildPath(match.name, 'en') } } } : null;
  }
  const json = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const og = json<{ image_obj: { url: string } } | null>(own.og_image);
  return {
    head: {
      title: own.meta_title || own.title,
      description: own.meta_description || LIST_DESCRIPTIONS[match.name]?.[locale],
      image: og?.image_obj.url ?? null,
      og_type: own.og_type,
      urls: Object.fromEntries(rows.map((r) => [r.locale, pageUrl(r.locale, r.path)])),
    },
    middleware: json<string[]>(own.middleware) ?? [],
  };
}
