import type { Locale } from 'shared-contracts/locales';
import styles from './slot-error.module.css';

const TEXT: Record<Locale, string> = {
  de: 'Dieser Bereich kann gerade nicht angezeigt werden. Bitte laden Sie die Seite neu.',
  en: 'This section cannot be shown right now. Please reload the page.',
};

/** single-spa-react's error boundary output: outside the providers, so it carries its own two texts. */
export function SlotError({ locale }: { locale?: Locale }) {
  return (
    <p role="alert" className={styles.error}>
      {TEXT[locale ?? 'de'] ?? TEXT.de}
    </p>
  );
}
