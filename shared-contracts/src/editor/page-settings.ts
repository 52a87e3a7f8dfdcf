import type { z } from 'shared-contracts/zod';
import type { Locale } from 'shared-contracts/locales';
import type { pagePatchSchema } from 'shared-contracts/modules';

/** A page's texts in one language, with the address its path makes. */
export interface PageTexts {
  path: string;
  url: string;
  title: string;
  headline: string;
  meta_title: string;
  meta_description: string;
  og_title: string;
  og_description: string;
}

/** A page's settings in both languages, shaped like the update they are edited into. */
export interface PageSettings {
  id: number;
  is_online: boolean;
  in_menu: boolean;
  in_footer: boolean;
  is_landing_page: boolean;
  og_type: string;
  og_image: string | null;
  translations: Record<Locale, PageTexts>;
}

/** The change the settings dialog sends: only what differs. */
export type PageSettingsPatch = z.input<typeof pagePatchSchema>;

/** One page of the editor's page list, in the asked language. */
export interface PageListItem {
  id: number;
  parent_id: number | null;
  title: string;
  path: string;
  url: string;
  position: number;
  is_online: boolean;
  in_menu: boolean;
  in_footer: boolean;
  is_landing_page: boolean;
}
