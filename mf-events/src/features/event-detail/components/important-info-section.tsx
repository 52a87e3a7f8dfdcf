import { useTranslation } from 'react-i18next';
import styles from './event-detail.module.css';

/** Practical notes for this date (meeting point, admission); CMS rich text, sanitized by the server (decision 034). */
export function ImportantInfoSection({ html }: { html: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="event-important-info">
      <h2 id="event-important-info" className={styles.sectionTitle}>
        {t('detail.importantInfo')}
      </h2>
      <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
