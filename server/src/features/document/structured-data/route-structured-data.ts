import { z } from 'zod';
import type { Locale } from 'shared-contracts/locales';
import { type RouteMatch, buildPath } from 'shared-contracts/routes';
import type { Page } from 'shared-contracts/site';
import type { AppContext } from '../../../context';
import { berlinDay, berlinInstant } from '../../../lib/berlin-time';
import { eventFilterShape } from '../../../lib/event-filter';
import { eventListPage } from '../../../lib/event-list-page';
import { loc } from '../../../lib/localized-columns';
import { loadArticles } from '../../../lib/load-articles';
import { loadEvents } from '../../../lib/load-events';
import { findPage } from '../../../lib/page-service';
import { domainCaches } from '../../../lib/response-cache';
import { siteCache } from '../../../lib/site-cache';
import { queryUrlDate } from '../../../lib/query-params';
import { articleLd } from './article-ld';
import { breadcrumbLd, type Crumb } from './breadcrumb-ld';
import { articleTrail, routeTrail } from './breadcrumb-trail';
import { eventLd, type VenueAddress } from './event-ld';
import { itemListLd } from './item-list-ld';
import { type JsonLd, type LdSite, jsonLdScripts } from './json-ld';
import { museumLd, type OpeningRow } from './museum-ld';

/** The events page's own page size: the ItemList holds what its first screen shows. */
const EVENTS_FIRST_PAGE = 10;
const listQuery = z.object({ ...eventFilterShape, date: queryUrlDate });
const CMS_SCREENS = new Set(['catch-all', 'agb', 'datenschutz', 'impressum', 'events']);

export interface StructuredDataInput {
  match: RouteMatch;
  /** The entity's or page's title as the head resolved it. */
  title: string;
  site: LdSite;
  query: URLSearchParams;
  staff: boolean;
}

const numericId = (id: string | undefined) => (id && /^\d{1,9}$/.test(id) ? Number(id) : null);

/**
 * The JSON-LD script elements of a document, read with the loaders the page APIs use (so search engines see what
 * visitors see). Runs after the status is decided: only for answers with status 200.
 */
export async function structuredDataFor(ctx: AppContext, input: StructuredDataInput): Promise<string> {
  const { match, site } = input;
  const { locale } = match;
  const nodes: JsonLd[] = [];
  let trail: Crumb[] | null = null;

  if (match.name === 'home') {
    // The same for every visitor and changed only with the site's content: kept with the CMS reads (decision 014).
    const hours = await siteCache(ctx.db, ctx.clock).get('ld|opening-hours', () =>
      ctx.db.query<OpeningRow>(
        `SELECT weekday, to_char(time_from, 'HH24:MI') AS time_from, to_char(time_to, 'HH24:MI') AS time_to, closed
           FROM opening_hours ORDER BY sort, weekday, id`,
      ),
    );
    nodes.push(museumLd(site, hours));
  } else if (match.name === 'events-slug-id') {
    const id = numericId(match.params.id);
    const [event] = id === null ? [] : await loadEvents(ctx.db, locale, [id], ctx.clock.now());
    if (event) nodes.push(eventLd(site, event, event.venue ? await venueAddress(ctx, locale, event.venue.id) : null));
  } else if (match.name === 'magazine-slug-id') {
    const id = numericId(match.params.id);
    const [article] = id === null ? [] : await loadArticles(ctx.db, locale, [id], { now: ctx.clock.now() }, true); // what search engines may read: never a draft
    if (article) {
      nodes.push(articleLd(site, article));
      trail = articleTrail(locale, article);
    }
  } else if (match.name === 'events') {
    const parsed = listQuery.safeParse(Object.fromEntries(input.query));
    // A query the list rejects shows no events either: no list for search engines then.
    if (parsed.success) {
      const from = berlinInstant(parsed.data.date || berlinDay(ctx.clock.now()));
      // Urls only (no seat counts): kept with the programme answers, which every programme write drops.
      const paths = await domainCaches(ctx.db, ctx.clock).programme.get(`ld|events|${locale}|${from.getTime()}|${JSON.stringify(parsed.data)}`, async () => {
        const { ids } = await eventListPage(ctx.db, { ...parsed.data, page: 1, page_size: EVENTS_FIRST_PAGE }, from);
        return eventPaths(ctx, locale, ids);
      });
      nodes.push(itemListLd(site, paths));
    }
  }

  if (!trail) {
    const page = CMS_SCREENS.has(match.name) ? await cmsPage(ctx, locale, cmsPath(match), input.staff) : null;
    trail = routeTrail(match, input.title, page);
  }
  const crumbs = trail && breadcrumbLd(site, trail);
  if (crumbs) nodes.push(crumbs);
  return jsonLdScripts(nodes);
}

/** The CMS path behind a screen route (`/de/ausstellung/raeume` → `ausstellung/raeume`). */
function cmsPath(match: RouteMatch): string {
  if (match.name === 'catch-all') return (match.params['*'] ?? '').replace(/^\/+|\/+$/g, '');
  return buildPath(match.name, match.locale).slice(match.locale.length + 2);
}

async function venueAddress(ctx: AppContext, locale: Locale, id: number): Promise<VenueAddress | null> {
  const [row] = await ctx.db.query<VenueAddress>(`SELECT ${loc('name', locale)} AS name, street, zip, city, lat, lng FROM venues WHERE id = $1`, [id]);
  return row ?? null;
}

/** The CMS page behind a screen (for its parent chain); anonymous reads share the CMS cache, staff read the database. */
function cmsPage(ctx: AppContext, locale: Locale, path: string, staff: boolean): Promise<Page | null> {
  if (staff) return findPage(ctx.db, locale, path, { staff: true });
  return siteCache(ctx.db, ctx.clock).get(`ld|page|${locale}|${path}`, () => findPage(ctx.db, locale, path, { staff: false }));
}

/** Detail paths of events by id, in the order of `ids`. */
async function eventPaths(ctx: AppContext, locale: Locale, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db.query<{ id: number; slug: string }>(`SELECT id, ${loc('slug', locale)} AS slug FROM events WHERE id = ANY($1::int[])`, [ids]);
  const slugs = new Map(rows.map((r) => [r.id, r.slug]));
  return ids.filter((id) => slugs.has(id)).map((id) => buildPath('events-slug-id', locale, { slug: slugs.get(id)!, id: String(id) }));
}
