// Tests render either language directly; in the browser English arrives on demand (i18n.ts loadTranslations).
import { addTranslations } from '../i18n/i18n';
import { en } from '../i18n/en';

addTranslations('en', en);
