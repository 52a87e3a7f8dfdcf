import { de } from '../i18n/de';
import { en } from '../i18n/en';

/** Both languages at once for tests that render a slot in English without its `prepare` (jest preset's `slotResources`). */
export const resources = { de: { translation: de }, en: { translation: en } };
