import { useTranslation } from 'react-i18next';
import type { DetailVideo } from 'shared-contracts/entities';
import { useMediaConsent } from '../../../lib/use-media-consent';
import { embedUrl } from 'shared-contracts/video-embed';
import styles from './event-detail.module.css';
import parts from './detail-parts.module.css';

/** A YouTube or Vimeo video; the player (a third party) loads only with media consent. */
export function VideoSection({ video }: { video: DetailVideo }) {
  const { t } = useTranslation();
  const consent = useMediaConsent();
  const embed = embedUrl(video.url);
  if (!embed) return null;
  const title = video.title || t('detail.video');
  return (
    <section className={styles.section} aria-labelledby="event-video">
      <h2 id="event-video" className={styles.sectionTitle}>
        {t('detail.video')}
      </h2>
      <figure style={{ margin: 0 }}>
        <div className={parts.video}>
          {consent.granted ? (
            <iframe src={embed.src} title={title} loading="lazy" allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
          ) : (
            <div className={parts.consent}>
              <p>
                <strong>{t('detail.consentTitle')}</strong>
              </p>
              <p>{t('detail.consentText', { provider: embed.provider })}</p>
              <div className={parts.consentActions}>
                <button type="button" className={parts.button} onClick={consent.allow}>
                  {t('detail.consentAllow')}
                </button>
                <button type="button" className={parts.buttonSecondary} onClick={consent.requestConsent}>
                  {t('detail.consentSettings')}
                </button>
              </div>
            </div>
          )}
        </div>
        {video.title ? <figcaption className={parts.caption}>{video.title}</figcaption> : null}
      </figure>
    </section>
  );
}
