import { z } from 'zod';
import { type RouteMatch, buildPath } from 'shared-contracts/routes';
import type { AppContext } from '../../../context';
import { berlinDay, berlinInstant } from '../../../lib/berlin-time';
import { eventFilterShape } from '../../../lib/event-filter';
import { eventListPage } from '../../../lib/event-list-page';
import { loc } from '../../../lib/localized-columns';
import { loadArticles } from '../../../lib/load-articles';
import { loadEvents } from '../../../lib/load-events';
import { findPage } from '../../../lib/page-service';
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
    const hours = await ctx.db.query<OpeningRow>(
      `SELECT weekday, to_char(time_from, 'HH24:MI') AS time_from, to_char(time_to, 'HH24:MI') AS time_to, closed
         FROM opening_hours ORDER BY sort, weekday, id`,
    );
    nodes.push(museumLd(site, hours));
  } else if (match.name === 'events-slug-id') {
    const id = numericId(match.params.id);
    const [event] = id === null ? [] : await loadEvents(ctx.db, locale, [id], ctx.clock.now());
    if (event) nodes.push(eventLd(site, event, event.venue ? await venueAddress(ctx, locale, event.venue.id) : null));
  } else if (match.name === 'magazine-slug-id') {
    const id = numericId(match.params.id);
    const [article] = id === null ? [] : await loadArticles(ctx.db, locale, [id], true);
    if (article) {
      nodes.push(articleLd(site, article));
      trail = articleTrail(locale, article);
    }
  } else if (match.name === 'events') {
    const parsed = listQuery.safeParse(Object.fromEntries(input.query));
    // A query the list rejects shows no events either: no list for search engines then.
    if (parsed.success) {
      const now = ctx.clock.now();
      const from = berlinInstant(parsed.data.date || berlinDay(now));
      const { ids } = await eventListPage(ctx.db, { ...parsed.data, page: 1, page_size: EVENTS_FIRST_PAGE }, from);
      const events = await loadEvents(ctx.db, locale, ids, now);
      nodes.push(itemListLd(site, events.map((e) => e.urls[locale])));
    }
  }

  if (!trail) {
    const page = CMS_SCREENS.has(match.name) ? await findPage(ctx.db, locale, cmsPath(match), { staff: input.staff }) : null;
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

async function venueAddress(ctx: AppContext, locale: 'de' | 'en', id: number): Promise<VenueAddress | null> {
  const [row] = await ctx.db.query<VenueAddress>(`SELECT ${loc('name', locale)} AS name, street, zip, city, lat, lng FROM venues WHERE id = $1`, [id]);
  return row ?? null;
}
