import { useTranslation } from 'react-i18next';
import type { DetailImage } from 'shared-contracts/entities';
import styles from './event-detail.module.css';
import parts from './detail-parts.module.css';
import { altBesideText } from '../../../lib/alt-beside-text';

/** The event's pictures as a swipeable strip (scroll snap); the strip itself takes focus for arrow-key scrolling. */
export function ImageSliderSection({ images }: { images: DetailImage[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="event-images">
      <h2 id="event-images" className={styles.sectionTitle}>
        {t('detail.images')}
      </h2>
      <ul className={parts.slider} tabIndex={0} aria-labelledby="event-images">
        {images.map((image, index) => (
          <li key={image.image_obj.url} className={parts.slide} aria-label={t('detail.imageOf', { n: index + 1, count: images.length })}>
            <figure style={{ margin: 0 }}>
              <img src={image.image_thumbnails?.large ?? image.image_obj.url} alt={altBesideText(image.image_obj.alt, image.caption)} loading="lazy" />
              {image.caption ? <figcaption className={parts.caption}>{image.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
