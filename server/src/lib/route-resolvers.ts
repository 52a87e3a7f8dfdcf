import type { Locale } from 'shared-contracts/locales';
import type { RouteName, RouteParams } from 'shared-contracts/routes';
import type { AppContext } from '../context';

/** What the document head needs from an entity behind a route (event, production, article, …). */
export interface HeadInfo {
  title: string;
  description?: string;
  /** Sharing image url; the logo image of design settings is the fallback. */
  image?: string | null;
  /** The same entity in each language (for hreflang and the canonical link). */
  urls?: Partial<Record<Locale, string>>;
  og_type?: string;
}
/** Who asks: a session that may see drafts (staff), and the server's time (scheduled content). */
export interface RouteViewer {
  staff: boolean;
  now: Date;
}
/** null means "no such entity" (or none this viewer may get): the document answers 404 with the error page. */
export type RouteResolver = (ctx: AppContext, locale: Locale, params: RouteParams, viewer: RouteViewer) => Promise<HeadInfo | null>;

const resolvers = new Map<RouteName, RouteResolver>();

/**
 * Detail routes belong to the programme's entities: each feature registers how to look its route up, e.g.
 * `registerRouteResolver('events-slug-id', async (ctx, locale, { id }) => …)` from its plugin.
 */
export function registerRouteResolver(name: RouteName, resolver: RouteResolver): void {
  resolvers.set(name, resolver);
}
export function routeResolver(name: RouteName): RouteResolver | undefined {
  return resolvers.get(name);
}
