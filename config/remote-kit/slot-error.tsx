import type { Locale } from 'shared-contracts/locales';
import styles from './slot-error.module.css';

const TEXT: Record<Locale, string> = {
  de: 'Dieser Bereich kann gerade nicht angezeigt werden. Bitte laden Sie die Seite neu.',
  en: 'This section cannot be shown right now. Please reload the page.',
};

/** What a slot shows when it throws while rendering: it sits outside the slot's providers, so it carries its own two texts. */
export function SlotError({ locale, error }: { locale?: Locale; error?: unknown }) {
  if (error) console.error(error);
  return (
    <p role="alert" className={styles.error}>
      {TEXT[locale ?? 'de'] ?? TEXT.de}
    </p>
  );
}
