import { type ComponentType, lazy } from 'react';
import type { ModuleKind, PageModule } from 'shared-contracts/site';
import { BlogTeaserListModule } from './blog-teaser-list-module';
import { ContainerModule } from './container-module';
import { EventListModule } from './event-list-module';
import { HeadlineModule } from './headline-module';
import { HeroMediaModule } from './hero-media-module';
import { HighlightTeasersModule } from './highlight-teasers-module';
import { ImageListModule, LogoListModule } from './image-list-module';
import { ImageModule } from './image-module';
import { LinkModule } from './link-module';
import { TeaserListModule } from './teaser-list-module';
import { TextModule } from './text-module';

export type ModuleViewProps = { module: PageModule };
type View = ComponentType<ModuleViewProps>;

/**
 * Kinds a landing page rarely shows load on first use, each file in a chunk of its own: embeds (the allow-list with
 * its schemas), video, forms, venues, FAQ, quotes, full teasers, anchors and raw HTML. The home page carries none of
 * their code. A page that shows one gets it before its slot renders or hydrates (`preloadModuleViews`, the Page
 * slot's `prepare`), so server HTML and first browser render stay the same; anything else (a module added in the
 * editor) renders once its chunk arrives, behind the module's own Suspense boundary. Teaser and image lists stay
 * here: only their slider variant loads swiper, itself lazily (slider.tsx).
 */
const ON_DEMAND: Partial<Record<ModuleKind, () => Promise<View>>> = {
  video: () => import('./video-module').then((m) => m.VideoModule),
  video_self_hosted: () => import('./video-module').then((m) => m.SelfHostedVideoModule),
  video_list: () => import('./video-module').then((m) => m.VideoListModule),
  audio: () => import('./embed-module').then((m) => m.EmbedModule),
  audio_self_hosted: () => import('./embed-module').then((m) => m.SelfHostedAudioModule),
  viewer: () => import('./embed-module').then((m) => m.EmbedModule),
  social_media: () => import('./embed-module').then((m) => m.EmbedModule),
  faq: () => import('./faq-module').then((m) => m.FaqModule),
  quote: () => import('./quote-module').then((m) => m.QuoteModule),
  full_teaser: () => import('./full-teaser-module').then((m) => m.FullTeaserModule),
  two_columns: () => import('./full-teaser-module').then((m) => m.TwoColumnsModule),
  venue: () => import('./venue-module').then((m) => m.VenueModule),
  venue_list: () => import('./venue-module').then((m) => m.VenueListModule),
  html: () => import('./html-module').then((m) => m.HtmlModule),
  form: () => import('./form-module').then((m) => m.FormModule),
  anchor_list: () => import('./anchor-list-module').then((m) => m.AnchorListModule),
};

/** On-demand views already loaded: rendered directly, so nothing suspends. */
const loaded = new Map<ModuleKind, View>();
const loading = new Map<ModuleKind, Promise<View>>();
/** One lazy wrapper per kind (a new one per render would remount the module). */
const lazyViews = new Map<ModuleKind, View>();

/** Loads a kind's view once; a failed load may be tried again. */
function loadView(kind: ModuleKind, load: () => Promise<View>): Promise<View> {
  let pending = loading.get(kind);
  if (!pending) {
    pending = load().then((component) => (loaded.set(kind, component), component));
    loading.set(kind, pending);
    pending.catch(() => loading.delete(kind));
  }
  return pending;
}

function onDemandView(kind: ModuleKind, load: () => Promise<View>): View {
  const ready = loaded.get(kind);
  if (ready) return ready;
  let view = lazyViews.get(kind);
  if (!view) {
    view = lazy(() => loadView(kind, load).then((component) => ({ default: component })));
    lazyViews.set(kind, view);
  }
  return view;
}

/** Every kind in a module tree, containers' columns and children included. */
function kindsIn(modules: readonly PageModule[], into = new Set<ModuleKind>()): Set<ModuleKind> {
  for (const module of modules) {
    into.add(module.content_type);
    if (module.children) kindsIn(module.children, into);
    for (const column of module.columns ?? []) kindsIn(column.children, into);
  }
  return into;
}

/** Loads the on-demand views a module tree uses; a chunk that fails is left to the module's own boundary. */
export async function preloadModuleViews(modules: readonly PageModule[] | undefined): Promise<void> {
  const kinds = [...kindsIn(modules ?? [])].filter((kind) => ON_DEMAND[kind] && !loaded.has(kind));
  await Promise.all(kinds.map((kind) => loadView(kind, ON_DEMAND[kind]!).catch(() => undefined)));
}

type Views = Partial<Record<ModuleKind, View>>;
let views: Views | null = null;

/**
 * Module kind → its view; kinds left out (list items rendered by their list) render nothing. Built on first use
 * because containers render module lists themselves (an import cycle that a top-level constant would see half-initialised).
 */
export function moduleView(kind: ModuleKind): View | undefined {
  const load = ON_DEMAND[kind];
  if (load) return onDemandView(kind, load);
  views ??= buildViews();
  return views[kind];
}

const buildViews = (): Views => ({
  container: ContainerModule,
  section: ContainerModule,
  headline: HeadlineModule,
  text: TextModule,
  link: LinkModule,
  image: ImageModule,
  teaser_list: TeaserListModule,
  image_list: ImageListModule,
  logo_list: LogoListModule,
  hero_media: HeroMediaModule,
  blog_teaser_list: BlogTeaserListModule,
  event_list: EventListModule,
  highlight_teasers: HighlightTeasersModule,
});
