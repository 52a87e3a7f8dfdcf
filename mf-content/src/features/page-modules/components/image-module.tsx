import { img, str, thumbs } from '../../../lib/module-data';
import { type ImageFormat, Picture } from '../../../lib/picture';
import type { ModuleViewProps } from './module-views';
import styles from './image-module.module.css';

const FORMATS: readonly ImageFormat[] = ['large', 'medium', 'small'];

/** Image with format large/medium/small; the older variant's caption and size (vertical/horizontal) still render. */
export function ImageModule({ module }: ModuleViewProps) {
  const d = module.data;
  const image = img(d);
  if (!image) return null;
  const format = (FORMATS as string[]).includes(str(d, 'format')) ? (str(d, 'format') as ImageFormat) : 'large';
  const size = str(d, 'size');
  // The placement's own caption, else the media library's (the server puts it on the image).
  const caption = str(d, 'caption') || image.caption || '';
  return (
    <figure className={`${styles.figure} ${styles[format]} ${size === 'vertical' ? styles.vertical : size === 'horizontal' ? styles.horizontal : ''}`}>
      <Picture image={image} thumbnails={thumbs(d)} format={format} className={styles.image} />
      {(caption || image.copyright) && (
        <figcaption className={styles.caption}>
          {caption}
          {image.copyright && <span className={styles.copyright}>© {image.copyright}</span>}
        </figcaption>
      )}
    </figure>
  );
}
