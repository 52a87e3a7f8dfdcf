import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from 'shared-contracts/entities';
import { buildPath } from 'shared-contracts/routes';
import { useSlot } from 'site-config/remote-kit/slot-context';
import styles from './event-detail.module.css';

export function SeriesSection({ series }: { series: NamedRef }) {
  const { t } = useTranslation();
  const { locale, host } = useSlot();
  const href = series.slug
    ? buildPath('series-slug-id', locale, { slug: series.slug, id: String(series.id) })
    : buildPath('series-id', locale, { id: String(series.id) });
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    host.navigate(href);
  };
  return (
    <section className={styles.section} aria-labelledby="event-series">
      <h2 id="event-series" className={styles.sectionTitle}>
        {t('detail.series')}
      </h2>
      <a href={href} onClick={follow} className={styles.seriesLink}>
        {series.name}
      </a>
    </section>
  );
}
