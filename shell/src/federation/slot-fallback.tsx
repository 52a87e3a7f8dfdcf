import { useT } from '../i18n/i18n';
import styles from './slot-fallback.module.css';
import hidden from 'site-config/remote-kit/visually-hidden.module.css';

/** What a region shows when its remote failed: de/en text and a retry button; the rest of the page keeps working. */
export function SlotFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className={styles.fallback} role="status" data-slot-failed="">
      <p className={styles.text}>{t('slot.failed')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('slot.retry')}
      </button>
    </div>
  );
}

export function SlotSkeleton({ minHeight = '12rem' }: { minHeight?: string }) {
  const { t } = useT();
  return (
    <div className={styles.skeleton} style={{ minHeight }} aria-busy="true">
      <span className={hidden.visuallyHidden}>{t('slot.loading')}</span>
      <span className={styles.line} />
      <span className={styles.line} />
      <span className={styles.lineShort} />
    </div>
  );
}
