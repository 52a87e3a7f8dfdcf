import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailOpeningHours, DetailParts, DetailProgram, DetailVideo } from 'shared-contracts/entities';
import { Picture } from '../../../lib/picture';
import { ConsentGate } from '../../page-modules/components/consent-gate';
import { Slider } from '../../page-modules/components/slider';
import { embedUrl } from 'shared-contracts/video-embed';
import ui from '../../../lib/ui/ui.module.css';
import { UnderHeading } from '../../../lib/ui/heading-level';
import styles from './production-parts.module.css';

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : '');

/** A titled section of the production page; the id ties heading and region together. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={ui.section} aria-labelledby={id}>
      <h2 id={id} className={ui.sectionTitle}>
        {title}
      </h2>
      <UnderHeading>{children}</UnderHeading>
    </section>
  );
}

export function OpeningHoursPart({ hours }: { hours: DetailOpeningHours[] }) {
  const { t } = useTranslation();
  return (
    <Section id="production-opening-hours" title={t('productions.openingHours')}>
      <dl className={styles.hours}>
        {hours.map((line) => (
          <div key={line.days} style={{ display: 'contents' }}>
            <dt>{line.days}</dt>
            <dd>{line.closed || !line.time_from || !line.time_to ? t('productions.closed') : t('productions.hoursRange', { from: hhmm(line.time_from), to: hhmm(line.time_to) })}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function ImageSliderPart({ images }: { images: DetailParts['images'] }) {
  const { t } = useTranslation();
  return (
    <Section id="production-images" title={t('productions.gallery')}>
      <Slider label={t('productions.gallery')} perView={{ md: 2, lg: 2 }}>
        {images.map((image) => (
          <figure key={image.image_obj.url} className={styles.slide}>
            <Picture image={image.image_obj} thumbnails={image.image_thumbnails} format="medium" />
            {image.caption && <figcaption className={styles.caption}>{image.caption}</figcaption>}
          </figure>
        ))}
      </Slider>
    </Section>
  );
}

export function ProgramsPart({ programs }: { programs: DetailProgram[] }) {
  const { t } = useTranslation();
  return (
    <Section id="production-programs" title={t('productions.programs')}>
      <ol className={styles.program}>
        {programs.map((item, index) => (
          <li key={index}>
            <span className={styles.programTime}>{item.time_label}</span>
            <div>
              <p className={styles.programTitle}>{item.title}</p>
              {item.text && <p className={styles.programText}>{item.text}</p>}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function VideoPart({ video }: { video: DetailVideo }) {
  const { t } = useTranslation();
  const embed = embedUrl(video.url);
  if (!embed) return null;
  return (
    <Section id="production-video" title={t('productions.video')}>
      <figure className={styles.video} style={{ margin: 0 }}>
        <ConsentGate provider={embed.provider} poster={video.image_obj}>
          <iframe className={styles.frame} src={embed.src} title={video.title || t('productions.video')} loading="lazy" allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
        </ConsentGate>
        {video.title && <figcaption className={styles.caption}>{video.title}</figcaption>}
      </figure>
    </Section>
  );
}
