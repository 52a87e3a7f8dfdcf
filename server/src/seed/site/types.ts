import type { Locale } from 'shared-contracts/locales';
import type { ColumnLayout, ModuleKind } from 'shared-contracts/site';
import type { ExhibitionStory } from './exhibition-story';

/** Picks the text of the locale being seeded: `t('Ausstellung', 'Exhibition')`. */
export type Pick2 = (de: string, en: string) => string;
export const picker = (locale: Locale): Pick2 => (de, en) => (locale === 'de' ? de : en);

export interface ModuleSpec {
  kind: ModuleKind;
  data?: Record<string, unknown>;
  slug?: string;
  layout?: ColumnLayout;
  columns?: ModuleSpec[][];
  children?: ModuleSpec[];
}

export interface PageText {
  path: string;
  title: string;
  headline?: string;
  meta_description?: string;
}

export interface PageSpec {
  key: string;
  parent?: string;
  position?: number;
  de: PageText;
  en: PageText;
  is_online?: boolean;
  in_menu?: boolean;
  in_footer?: boolean;
  is_landing_page?: boolean;
  is_clickable?: boolean;
  middleware?: string[];
  og?: boolean;
  modules: (t: Pick2, img: ImageLib, locale: Locale, story: ExhibitionStory) => ModuleSpec[];
}

/** Generated demo images by name, each `{ image, image_obj, image_thumbnails }` ready to spread into module data. */
export type ImageLib = Record<string, { image: string; image_obj: unknown; image_thumbnails: unknown }>;

export const col = (layout: ColumnLayout, ...columns: ModuleSpec[][]): ModuleSpec => ({ kind: 'container', layout, columns });
export const one = (...modules: ModuleSpec[]): ModuleSpec => col('100', modules);
