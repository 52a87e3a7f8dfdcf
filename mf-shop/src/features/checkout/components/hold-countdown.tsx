import { useTranslation } from 'react-i18next';
import { minutesSeconds } from '../hooks/use-countdown';
import styles from './checkout.module.css';
import hidden from 'site-config/remote-kit/visually-hidden.module.css';

/**
 * The hold's remaining time. The ticking number is a timer that screen readers do not announce every second;
 * the expiry itself is an alert.
 */
export function HoldCountdown({ msLeft }: { msLeft: number }) {
  const { t } = useTranslation();
  if (msLeft <= 0) {
    return (
      <p role="alert" className={styles.expired}>
        {t('checkout.holdExpired')}
      </p>
    );
  }
  return (
    <p className={styles.hold}>
      <span className={hidden.visuallyHidden}>{t('checkout.holdLabel')}: </span>
      <span role="timer" aria-live="off" aria-atomic="true">
        {t('checkout.holdLeft', { time: minutesSeconds(msLeft) })}
      </span>
    </p>
  );
}
