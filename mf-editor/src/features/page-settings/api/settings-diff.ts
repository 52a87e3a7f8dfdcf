import { LOCALES } from 'shared-contracts/locales';
import type { PageSettings, PageSettingsPatch, PageTexts } from 'shared-contracts/editor/page-settings';

const FLAGS = ['is_online', 'in_menu', 'in_footer', 'is_landing_page', 'og_type', 'og_image'] as const;
const TEXTS = ['path', 'title', 'headline', 'meta_title', 'meta_description', 'og_title', 'og_description'] as const satisfies readonly (keyof PageTexts)[];

/** Only what the editor changed goes to the server, so an untouched address never looks like a move. */
export function settingsPatch(before: PageSettings, after: PageSettings): PageSettingsPatch {
  const patch: PageSettingsPatch = {};
  for (const key of FLAGS) if (after[key] !== before[key]) Object.assign(patch, { [key]: after[key] });
  for (const locale of LOCALES) {
    const changed = Object.fromEntries(TEXTS.filter((k) => after.translations[locale][k] !== before.translations[locale][k]).map((k) => [k, after.translations[locale][k].trim()]));
    if (Object.keys(changed).length) patch.translations = { ...patch.translations, [locale]: changed };
  }
  return patch;
}
