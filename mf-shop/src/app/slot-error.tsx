import type { Locale } from 'shared-contracts/locales';
import styles from './slot-error.module.css';

const TEXT: Record<Locale, string> = {
  de: 'Dieser Bereich kann gerade nicht angezeigt werden. Bitte laden Sie die Seite neu.',
  en: 'This section cannot be shown right now. Please reload the page.',
};

/** single-spa-react's errorBoundary output: rendered outside the i18n provider, so its text is inline. */
export function SlotError({ locale, error }: { locale?: Locale; error: Error }) {
  console.error(error);
  return (
    <p role="alert" className={styles.error}>
      {TEXT[locale ?? 'de'] ?? TEXT.de}
    </p>
  );
}
