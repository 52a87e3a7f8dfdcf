import { type ComponentType, lazy } from 'react';
import type { ModuleKind, PageModule } from 'shared-contracts/site';
import { AnchorListModule } from './anchor-list-module';
import { BlogTeaserListModule } from './blog-teaser-list-module';
import { ContainerModule } from './container-module';
import { EventListModule } from './event-list-module';
import { FaqModule } from './faq-module';
import { FormModule } from './form-module';
import { FullTeaserModule, TwoColumnsModule } from './full-teaser-module';
import { HeadlineModule } from './headline-module';
import { HeroMediaModule } from './hero-media-module';
import { HighlightTeasersModule } from './highlight-teasers-module';
import { HtmlModule } from './html-module';
import { ImageListModule, LogoListModule } from './image-list-module';
import { ImageModule } from './image-module';
import { LinkModule } from './link-module';
import { QuoteModule } from './quote-module';
import { TeaserListModule } from './teaser-list-module';
import { TextModule } from './text-module';
import { VenueListModule, VenueModule } from './venue-module';
import { SelfHostedVideoModule, VideoListModule, VideoModule } from './video-module';

export type ModuleViewProps = { module: PageModule };

/**
 * Kinds that bring heavy code (the embed allow-list with its schemas) load on first use, so a page without embeds
 * never downloads them. Teaser and image lists are small and render statically; only their slider variant
 * loads swiper, itself lazily (slider.tsx), so a list, grid or logo row never fetches it.
 */
const EmbedModule = lazy(() => import('./embed-module').then((m) => ({ default: m.EmbedModule })));
const SelfHostedAudioModule = lazy(() => import('./embed-module').then((m) => ({ default: m.SelfHostedAudioModule })));

type Views = Partial<Record<ModuleKind, ComponentType<ModuleViewProps>>>;
let views: Views | null = null;

/**
 * Module kind → its view; kinds left out (list items rendered by their list) render nothing. Built on first use
 * because containers render module lists themselves (an import cycle that a top-level constant would see half-initialised).
 */
export function moduleView(kind: ModuleKind): ComponentType<ModuleViewProps> | undefined {
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
  video: VideoModule,
  video_self_hosted: SelfHostedVideoModule,
  video_list: VideoListModule,
  audio: EmbedModule,
  audio_self_hosted: SelfHostedAudioModule,
  viewer: EmbedModule,
  social_media: EmbedModule,
  faq: FaqModule,
  quote: QuoteModule,
  full_teaser: FullTeaserModule,
  teaser_list: TeaserListModule,
  image_list: ImageListModule,
  logo_list: LogoListModule,
  venue: VenueModule,
  venue_list: VenueListModule,
  html: HtmlModule,
  form: FormModule,
  hero_media: HeroMediaModule,
  two_columns: TwoColumnsModule,
  blog_teaser_list: BlogTeaserListModule,
  event_list: EventListModule,
  highlight_teasers: HighlightTeasersModule,
  anchor_list: AnchorListModule,
});
