/**
 * The slot catalogue: which remote exposes which slot, and each slot's props.
 * Every exposed module exports single-spa-react lifecycles (bootstrap, mount, update, unmount);
 * the props below arrive in `mount` and again in `update` when they change.
 */
import type { Locale } from 'shared-contracts/locales';
import type { AuthState, LoggedUser, Page, SiteSettings } from 'shared-contracts/site';

/** What the shell lends every slot. Remotes have no router: they navigate through the host. */
export interface HostServices {
  /** Client-side navigation to a site path (single-spa's navigateToUrl under the hood). */
  navigate(to: string): void;
}

export interface SlotBaseProps {
  locale: Locale;
  host: HostServices;
  auth: AuthState;
  settings: SiteSettings | null;
  /** The current query string as an object (first value per key). */
  query: Record<string, string>;
}

export interface SlotCatalogue {
  mf_content: {
    /** A CMS page (catch-all, home, legal pages) rendered from its module tree. */
    Page: SlotBaseProps & { path: string; page: Page | null };
    /**
     * `withHeader`: the slot renders its own header (breadcrumb, title, magazine category links) for hosts without
     * one; the shell renders those itself (magazine header, section page header) and leaves it out.
     */
    MagazineList: SlotBaseProps & { category?: { slug: string; id: string }; tag?: { slug: string; id: string }; tagsIndex?: boolean; withHeader?: boolean };
    MagazineArticle: SlotBaseProps & { id: string; slug: string };
    ProductionList: SlotBaseProps & { withHeader?: boolean };
    ProductionDetail: SlotBaseProps & { id: string; slug: string };
    TeamList: SlotBaseProps & { withHeader?: boolean };
    TeamMember: SlotBaseProps & { id: string; slug: string };
    VenueDetail: SlotBaseProps & { id: string; slug: string };
    SeriesDetail: SlotBaseProps & { id: string; slug?: string };
    FormPage: SlotBaseProps & { id: string; slug: string };
  };
  mf_events: {
    EventList: SlotBaseProps;
    EventDetail: SlotBaseProps & { id: string; slug: string };
    /** The events overlay ('Programm und Karten'), opened by the sticky button or ?overlay=true. */
    EventOverlay: SlotBaseProps & { open: boolean; onClose(): void };
  };
  mf_booking: {
    /**
     * `startClosed`: a list of dates mounts one widget per date, each collapsed until its "choose tickets" is pressed.
     * `headingLevel`: the level of the widget's title, one below the heading it sits under on the host's page.
     */
    BookingWidget: SlotBaseProps & { eventId: number; widgetId?: string; startClosed?: boolean; headingLevel: 2 | 3 | 4 | 5 | 6 };
  };
  mf_search: {
    /** `expanded`: mount with the field open and focused (the shell's stand-in button was pressed before mf-search had loaded). */
    SearchBox: SlotBaseProps & { routeCategory?: string; onSubmitted?(): void; expanded?: boolean };
    SearchPage: SlotBaseProps & { category?: string; page?: string };
  };
  mf_shop: {
    /** Mounted as a single-spa application on the shop paths. */
    ShopApp: SlotBaseProps & { pathname: string };
    /** Staff's order list (search, cancel), mounted by the shell's dashboard route `cms-hub-orders`. */
    OrderAdmin: SlotBaseProps;
    /** The box office's check-in screen for phones (camera or typed code), route `cms-hub-check-in`. */
    CheckIn: SlotBaseProps;
    /** Sold, held and free seats per event and seat group, check-ins, CSV exports; route `cms-hub-sales`. */
    SalesOverview: SlotBaseProps;
  };
  mf_editor: {
    /** Mounted as a single-spa application while a staff session exists. */
    Toolbar: SlotBaseProps & { user: LoggedUser; pathname: string };
    /**
     * The back office (dashboard layout): the kinds the user's role may use when `kind` is null, else that kind's list,
     * or one entry's form when `id` is set (`new` for a new one).
     */
    BackOffice: SlotBaseProps & { user: LoggedUser; kind: string | null; id: string | null };
  };
}

export type RemoteName = keyof SlotCatalogue;
export type SlotName<R extends RemoteName> = keyof SlotCatalogue[R] & string;
export type SlotProps<R extends RemoteName, S extends SlotName<R>> = SlotCatalogue[R][S];

/** Federation names (identifiers) by workspace folder, which is also the path under /remotes/. */
export const REMOTES = {
  mf_content: 'mf-content',
  mf_events: 'mf-events',
  mf_booking: 'mf-booking',
  mf_search: 'mf-search',
  mf_editor: 'mf-editor',
  mf_shop: 'mf-shop',
} as const satisfies Record<RemoteName, string>;

/** The remote map the server injects into the document: federation name → manifest URL. */
export type RemoteMap = Record<RemoteName, string>;
export const REMOTE_MAP_GLOBAL = '__REMOTE_MAP__';

export function defaultRemoteMap(): RemoteMap {
  return Object.fromEntries(
    (Object.keys(REMOTES) as RemoteName[]).map((name) => [name, `/remotes/${REMOTES[name]}/mf-manifest.json`]),
  ) as RemoteMap;
}

/** `mf_events/EventList` — the id passed to the federation runtime's loadRemote. */
export function slotId<R extends RemoteName>(remote: R, slot: SlotName<R>): string {
  return `${remote}/${slot}`;
}

/**
 * The shell's Node build is a federation container like the remotes', loaded by the same loader: this is its
 * federation name, the module it exposes (`renderShell`), and where the site serves it (beside the browser build).
 */
export const SHELL_SERVER = { name: 'shell', expose: 'render-shell', manifest: '/server/mf-manifest.json' } as const;

/** A container the rendering server loads: a remote, or the shell. */
export type ServerContainer = RemoteName | typeof SHELL_SERVER.name;

/**
 * Where the rendering server loads each container's Node build: federation name → that build's manifest URL
 * (`dist/server/mf-manifest.json`). Kept apart from `RemoteMap`, which browsers receive: browsers never load a Node build.
 */
export type ServerRemoteMap = Record<ServerContainer, string>;

/** The Node build's manifest beside a browser build's manifest: `…/mf-events/mf-manifest.json` → `…/mf-events/server/mf-manifest.json`. */
export function serverManifestUrl(browserManifestUrl: string): string {
  return browserManifestUrl.replace(/mf-manifest\.json(?=$|[?#])/, 'server/mf-manifest.json');
}

export function defaultServerRemoteMap(): ServerRemoteMap {
  const browser = defaultRemoteMap();
  const remotes = Object.fromEntries((Object.keys(browser) as RemoteName[]).map((name) => [name, serverManifestUrl(browser[name])]));
  return { ...remotes, [SHELL_SERVER.name]: SHELL_SERVER.manifest } as ServerRemoteMap;
}
