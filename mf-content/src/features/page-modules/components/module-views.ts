import type { ComponentType } from 'react';
import type { ModuleKind, PageModule } from 'shared-contracts/site';
import { ContainerModule } from './container-module';
import { HeadlineModule } from './headline-module';
import { HtmlModule } from './html-module';
import { ImageModule } from './image-module';
import { LinkModule } from './link-module';
import { QuoteModule } from './quote-module';
import { TextModule } from './text-module';

export type ModuleViewProps = { module: PageModule };

type Views = Partial<Record<ModuleKind, ComponentType<ModuleViewProps>>>;
let views: Views | null = null;

/**
 * Module kind → its view; kinds left out render nothing. Built on first use because containers render
 * module lists themselves (an import cycle that a top-level constant would see half-initialised).
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
  quote: QuoteModule,
  html: HtmlModule,
});
