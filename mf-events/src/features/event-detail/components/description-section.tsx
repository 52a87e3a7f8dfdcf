import { useTranslation } from 'react-i18next';
import type { Event } from 'shared-contracts/entities';
import styles from './event-detail.module.css';

/** The description is CMS rich text (HTML), sanitized by the server that serves it (decision 034). Then topics and genre. */
export function DescriptionSection({ event }: { event: Event }) {
  const { t } = useTranslation();
  const html = event.description;
  return (
    <section className={styles.section} aria-labelledby="event-description">
      <h2 id="event-description" className={styles.sectionTitle}>
        {t('detail.description')}
      </h2>
      {html ? <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} /> : null}
      {event.tags.length > 0 || event.genre ? (
        <dl className={styles.facts}>
          {event.genre ? (
            <div>
              <dt>{t('detail.genre')}</dt>
              <dd>{event.genre.name}</dd>
            </div>
          ) : null}
          {event.tags.length > 0 ? (
            <div>
              <dt>{t('detail.tags')}</dt>
              <dd>{event.tags.map((tag) => tag.name).join(', ')}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
