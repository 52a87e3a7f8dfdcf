import { useTranslation } from 'react-i18next';
import type { SearchHit } from 'shared-contracts/entities';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { formatWhen } from 'shared-contracts/berlin-time';
import { SiteLink } from 'site-config/remote-kit/site-link';
import styles from './search-page.module.css';

export function SearchHitCard({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  return (
    <article className={styles.hit}>
      {hit.image_obj && (
        <picture className={styles.hitImage}>
          {hit.image_obj.avif && <source type="image/avif" srcSet={hit.image_obj.avif} />}
          {hit.image_obj.webp && <source type="image/webp" srcSet={hit.image_obj.webp} />}
          <img src={hit.image_obj.url} alt="" loading="lazy" width={hit.image_obj.width} height={hit.image_obj.height} />
        </picture>
      )}
      <div className={styles.hitBody}>
        <p className={styles.hitMeta}>
          <span>{t(`types.${hit.type}`)}</span>
          {hit.date && <time dateTime={hit.date}>{formatWhen(hit.date, locale)}</time>}
        </p>
        <h3 className={styles.hitTitle}>
          <SiteLink href={hit.url} className={styles.hitLink}>
            {hit.title}
          </SiteLink>
        </h3>
        {hit.text && <p className={styles.hitText}>{hit.text}</p>}
      </div>
    </article>
  );
}
