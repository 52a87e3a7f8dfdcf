import { href, img, str, thumbs } from '../../../lib/module-data';
import { Picture } from '../../../lib/picture';
import { SiteLink } from 'site-config/remote-kit/site-link';
import type { ModuleViewProps } from './module-views';
import styles from './feature.module.css';
import { CmsHtml } from '../../../lib/cms-html';

const VARIANTS: Record<string, string> = { 'image-left': styles.imageLeft, 'image-right': styles.imageRight, fullscreen: styles.fullscreen };

/** Full teaser: image-left, image-right or fullscreen; text is rich text (max 3000). */
export function FullTeaserModule({ module }: ModuleViewProps) {
  const d = module.data;
  const image = img(d);
  const headline = str(d, 'headline');
  if (!image || !headline) return null;
  const link = href(d);
  const variant = VARIANTS[str(d, 'extra_class')] ?? styles.imageLeft;
  return (
    <article className={`${styles.feature} ${variant}`}>
      <div className={styles.media}>
        <Picture image={image} thumbnails={thumbs(d)} format="large" alt={image.alt} />
      </div>
      <div className={styles.body}>
        {str(d, 'preline') && <p className={styles.preline}>{str(d, 'preline')}</p>}
        <h2 className={styles.headline}>{headline}</h2>
        {str(d, 'subline') && <p className={styles.subline}>{str(d, 'subline')}</p>}
        {str(d, 'text') && <CmsHtml className={styles.text} html={str(d, 'text')} />}
        {link && str(d, 'link_text') && (
          <SiteLink href={link} className={styles.button}>
            {str(d, 'link_text')}
          </SiteLink>
        )}
      </div>
    </article>
  );
}

/** Two columns: image-text or text-image, rich text beside an image. */
export function TwoColumnsModule({ module }: ModuleViewProps) {
  const d = module.data;
  const image = img(d);
  const text = str(d, 'text');
  if (!image || !text) return null;
  return (
    <div className={`${styles.feature} ${str(d, 'extra_class') === 'text-image' ? styles.imageRight : styles.imageLeft} ${styles.plain}`}>
      <div className={styles.media}>
        <Picture image={image} thumbnails={thumbs(d)} format="medium" alt={image.alt} />
      </div>
      <CmsHtml className={`${styles.body} ${styles.text}`} html={text} />
    </div>
  );
}
