import { useTranslation } from 'react-i18next';
import { embedUrl } from 'shared-contracts/video-embed';
import { img, str } from '../../../lib/module-data';
import { ConsentGate } from './consent-gate';
import { ModuleList } from './module-tree';
import type { ModuleViewProps } from './module-views';
import styles from './media.module.css';

export function VideoModule({ module }: ModuleViewProps) {
  const { t } = useTranslation();
  const d = module.data;
  const embed = embedUrl(str(d, 'video_url'));
  if (!embed) return null;
  const title = str(d, 'title') || t('modules.video');
  const length = str(d, 'length');
  return (
    <figure className={styles.figure} id={str(d, 'anchor') || undefined}>
      <ConsentGate provider={embed.provider} poster={img(d)}>
        <iframe className={styles.frame} src={embed.src} title={title} loading="lazy" allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
      </ConsentGate>
      {(str(d, 'title') || length) && (
        <figcaption className={styles.caption}>
          {str(d, 'title')}
          {length && <span className={styles.length}>{length}</span>}
        </figcaption>
      )}
    </figure>
  );
}

/** Self-hosted video: no third party involved, so no consent needed. */
export function SelfHostedVideoModule({ module }: ModuleViewProps) {
  const d = module.data;
  const file = str(d, 'file');
  if (!file) return null;
  const poster = img(d);
  return (
    <figure className={styles.figure}>
      <video className={styles.video} controls preload="metadata" poster={poster?.url} aria-label={str(d, 'title') || undefined}>
        <source src={file} />
      </video>
      {str(d, 'title') && <figcaption className={styles.caption}>{str(d, 'title')}</figcaption>}
    </figure>
  );
}

export function VideoListModule({ module }: ModuleViewProps) {
  const headline = str(module.data, 'headline');
  return (
    <section className={styles.videoList}>
      {headline && <h2 className={styles.listHeadline}>{headline}</h2>}
      <div className={styles.videoGrid}>
        <ModuleList modules={module.children} />
      </div>
    </section>
  );
}
