import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageObj } from 'shared-contracts/entities';
import { Picture } from '../../../lib/picture';
import { useMediaConsent } from '../hooks/use-media-consent';
import styles from './media.module.css';

/** External embeds render only with media consent; otherwise a prompt to allow them or open the settings. */
export function ConsentGate({ provider, poster, children, ratio = '16 / 9' }: { provider?: string; poster?: ImageObj | null; children: ReactNode; ratio?: string }) {
  const { t } = useTranslation();
  const { granted, allow, requestConsent } = useMediaConsent();
  if (granted) return <>{children}</>;
  return (
    <div className={styles.consent} style={{ aspectRatio: ratio }}>
      {poster && <Picture image={poster} className={styles.consentPoster} alt="" />}
      <div className={styles.consentBox}>
        <p className={styles.consentTitle}>{t('consent.title')}</p>
        <p className={styles.consentText}>{provider ? t('consent.text', { provider }) : t('consent.textGeneric')}</p>
        <div className={styles.consentActions}>
          <button type="button" className={styles.consentAllow} onClick={allow}>
            {t('consent.allow')}
          </button>
          <button type="button" className={styles.consentSettings} onClick={requestConsent}>
            {t('consent.settings')}
          </button>
        </div>
      </div>
    </div>
  );
}
