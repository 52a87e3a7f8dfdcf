import { useTranslation } from 'react-i18next';
import { img, str, thumbs } from '../../../lib/module-data';
import { Picture } from '../../../lib/picture';
import type { ModuleViewProps } from './module-views';
import { ModuleMarker } from './module-marker';
import { Slider } from './slider';
import styles from './lists.module.css';

/** Image list: slider, grid, masonry or parallax (semi-lazy: first image eager, the rest lazy). */
export function ImageListModule({ module }: ModuleViewProps) {
  const { t } = useTranslation();
  const variant = str(module.data, 'extra_class') || 'grid';
  const images = (module.children ?? []).map((child) => ({ id: child.id, child, image: img(child.data), thumbnails: thumbs(child.data), caption: str(child.data, 'caption') || img(child.data)?.caption || '' }));
  const shown = images.filter((item) => item.image);
  if (!shown.length) return null;
  const frame = variant === 'slider' ? styles.sliderFrame : variant.startsWith('parallax') ? styles.parallaxFrame : variant === 'masonry' ? styles.masonryFrame : styles.gridFrame;
  const figure = (item: (typeof shown)[number], index: number, className?: string) => (
    <ModuleMarker key={item.id} module={item.child}>
      <figure className={`${styles.imageItem} ${className ?? ''}`}>
        <div className={`${styles.imageFrame} ${frame}`}>
          <Picture image={item.image!} thumbnails={item.thumbnails} format={variant === 'slider' ? 'large' : 'medium'} eager={variant === 'parallax-semi-lazy' && index === 0} />
        </div>
        {(item.caption || item.image!.copyright) && (
          <figcaption className={styles.imageCaption}>{item.caption || `© ${item.image!.copyright}`}</figcaption>
        )}
      </figure>
    </ModuleMarker>
  );
  if (variant === 'slider') {
    return <Slider label={t('modules.slider')} perView={{ md: 1, lg: 1 }}>{shown.map((item, i) => figure(item, i))}</Slider>;
  }
  if (variant.startsWith('parallax')) {
    return <div className={styles.parallax}>{shown.map((item, i) => figure(item, i, styles.parallaxItem))}</div>;
  }
  return <div className={variant === 'masonry' ? styles.masonry : styles.imageGrid}>{shown.map((item, i) => figure(item, i))}</div>;
}

/** Logo list: partner logos, linked when a link is set. */
export function LogoListModule({ module }: ModuleViewProps) {
  const { t } = useTranslation();
  const headline = str(module.data, 'headline');
  const logos = (module.children ?? []).filter((child) => img(child.data));
  if (!logos.length) return null;
  return (
    <section className={styles.logos} aria-label={headline || t('modules.logos')}>
      {headline && <h2 className={styles.logosHeadline}>{headline}</h2>}
      <ul className={styles.logoRow}>
        {logos.map((logo) => {
          const image = img(logo.data)!;
          const title = str(logo.data, 'title');
          const picture = <Picture image={image} format="small" alt={title || image.alt} className={styles.logo} />;
          const link = str(logo.data, 'link');
          return (
            <li key={logo.id}>
              <ModuleMarker module={logo}>
                {link ? (
                  <a href={link} target="_blank" rel="noopener noreferrer" className={styles.logoLink}>
                    {picture}
                  </a>
                ) : (
                  picture
                )}
              </ModuleMarker>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
