/** Every API call as a path builder; query values that are empty are left out. */
import type { Locale } from 'shared-contracts/locales';

type Query = Record<string, string | number | boolean | null | undefined>;

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const trim = (path: string) => path.replace(/^\/+/, '');

/**
 * Some calls are written without a locale prefix (search, magazine categories, breaking news, production
 * options, settings). They keep that exact path and name their language in `lang` (the server falls back to
 * Accept-Language, then de). Calls the specification marks as localized carry the /{locale} prefix.
 */
function unprefixed(path: string, l: Locale, q: Query = {}): string {
  return withQuery(path, { ...q, lang: l });
}

export const api = {
  // Page editor and site
  user: (l: Locale) => `/${l}/pageeditor-api/user`,
  nav: (l: Locale) => `/${l}/pageeditor-api/nav`,
  page: (l: Locale, path: string, versionId?: number) => withQuery(`/${l}/pageeditor-api/page/${trim(path)}`, { version_id: versionId }),
  containerBySlug: (l: Locale, slug: string) => `/${l}/pageeditor-api/container/by-slug/${encodeURIComponent(slug)}`,
  editorModule: (l: Locale, module: string, id?: number | string) => `/${l}/pageeditor-api/${trim(module)}/${id !== undefined ? `${id}/` : ''}`,
  redirects: (l: Locale) => `/${l}/pageeditor-api/redirect`,
  settings: () => '/pageeditor-api/settings',
  errorLog: (l: Locale) => `/${l}/api/dashboard-error-log/`,
  errorHtml: (status: number) => `/html/${status}.html`,
  /** The custom error page taken apart: `{ style, body }`, cleaned on the server. */
  errorPageParts: (status: number) => `/html/${status}.json`,
  // Forms
  form: (l: Locale, id: number | string) => `/${l}/api/forms/${id}/`,
  tempFiles: (l: Locale) => `/${l}/api/temp-files/`,
  formEntries: (l: Locale) => `/${l}/api/forms-entries/`,
  /** Where the server-rendered form posts before its script runs (or without one): answered with a page. */
  formEntryPage: (l: Locale) => `/${l}/api/forms-entries/page/`,
  // Events, productions, content
  events: (l: Locale, q: Query = {}) => withQuery(`/${l}/api/events/`, q),
  event: (l: Locale, id: number | string) => `/${l}/api/events/${id}/`,
  /** The event as a calendar file (text/calendar) to download. */
  eventCalendar: (l: Locale, id: number | string) => `/${l}/api/events/${id}/calendar.ics`,
  teasers: (l: Locale, q: Query = {}) => withQuery(`/${l}/api/teasers/`, q),
  calendar: (l: Locale, q: Query = {}) => withQuery(`/${l}/api/calendar/`, q),
  rooms: (l: Locale) => `/${l}/api/rooms/`,
  exhibitionTypes: (l: Locale) => `/${l}/api/exhibition-types/`,
  eventTags: (l: Locale) => `/${l}/api/event-tags/`,
  series: (l: Locale) => `/${l}/api/series/`,
  seriesDetail: (l: Locale, id: number | string) => `/${l}/api/series/${id}/`,
  genres: (l: Locale) => `/${l}/api/genres/`,
  productions: (l: Locale, q: Query = {}) => withQuery(`/${l}/api/productions/`, q),
  production: (l: Locale, id: number | string) => `/${l}/api/productions/${id}/`,
  seasons: (l: Locale) => unprefixed('/api/seasons/', l),
  productionTags: (l: Locale) => unprefixed('/api/production-tags/', l),
  productionExhibitionTypes: (l: Locale) => unprefixed('/api/exhibition-types/', l),
  venues: (l: Locale) => `/${l}/api/venues/`,
  venue: (l: Locale, id: number | string) => `/${l}/api/venues/${id}/`,
  persons: (l: Locale, q: Query = {}) => withQuery(`/${l}/api/persons/`, q),
  person: (l: Locale, id: number | string) => `/${l}/api/persons/${id}/`,
  personCategories: (l: Locale) => `/${l}/api/person-categories/`,
  articlesTeaser: (l: Locale) => `/${l}/api/articles-teaser/`,
  articles: (l: Locale, q: Query = {}) => withQuery(`/${l}/api/articles/`, q),
  article: (l: Locale, id: number | string) => `/${l}/api/articles/${id}/`,
  articleCategories: (l: Locale) => unprefixed('/api/article-categories/', l),
  articleTags: (l: Locale) => unprefixed('/api/article-tags/', l),
  breakingNews: (l: Locale) => unprefixed('/api/breaking-news/', l),
  openingHoursToday: (l: Locale) => `/${l}/api/opening-hours-today/`,
  userDetails: (l: Locale) => `/${l}/api/user-details/`,
  legal: (l: Locale, kind: 'agb' | 'imprint' | 'privacy-policy') => `/${l}/api/${kind}/`,
  // Search
  search: (l: Locale, query: string) => unprefixed('/api/search/', l, { query }),
  searchEvents: (l: Locale, query: string, page = 1) => unprefixed('/api/search/events/', l, { query, page }),
  searchOthers: (l: Locale, query: string, page = 1) => unprefixed('/api/search/others/', l, { query, page }),
  autocomplete: (l: Locale, query: string) => unprefixed('/api/search/autocomplete/', l, { query: query.toLowerCase() }),
  // Booking
  shopCart: (l: Locale) => `/${l}/api/shop-cart/`,
  shopCartLine: (l: Locale, lineId: number) => `/${l}/api/shop-cart/${lineId}/`,
} as const;

/** The CSRF cookie the browser reads and the header it sends back on every credentialed non-GET call. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
/**
 * Sets the CSRF cookie (204) for a browser that has none yet: pages are shared by every visitor, so their answers
 * set no cookie, and the first call that needs the token asks here.
 */
export const CSRF_TOKEN_PATH = '/api/csrf-token/';
export const SESSION_COOKIE = 'sessionid';
/** Top alert dismissal cookie: holds the dismissed alert's id. */
export const ALERT_COOKIE = 'top_alert_dismissed';
/** The visitor's cookie choice: URI-encoded JSON `{tracking, media}`, written by the dialog's script or its form post. */
export const CONSENT_COOKIE = 'cookie_consent';
/** How long a cookie choice is kept, in days. */
export const CONSENT_COOKIE_DAYS = 365;
/** Where the cookie dialog's form posts when the browser runs no script; it answers 303 back to the page. */
export const CONSENT_FORM_PATH = '/api/consent/';
/**
 * The id of the cookie dialog's outermost element. The form post returns to the page with this fragment: in a browser
 * without scripts, a `:target` rule hides the dialog there (a page shared by every visitor cannot know the choice).
 */
export const CONSENT_DIALOG_ID = 'cookie-consent';
export const CART_AMOUNT_COOKIE = 'cartAmount';
export const CART_URL_COOKIE = 'cartUrl';
