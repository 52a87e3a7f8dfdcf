import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from 'site-config/remote-kit/http';
import styles from './ui.module.css';

/** Loading skeleton, not-found and error states of a detail or list query, with a retry. */
export function QueryState({ status, error, onRetry, children, skeleton = 'detail' }: { status: 'pending' | 'error' | 'success'; error?: unknown; onRetry?: () => void; children: ReactNode; skeleton?: 'detail' | 'list' }) {
  const { t } = useTranslation();
  if (status === 'pending') {
    return (
      <div className={`${styles.skeleton} ${skeleton === 'list' ? styles.skeletonList : ''}`} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <span />
        <span />
        <span />
      </div>
    );
  }
  if (status === 'error') {
    const notFound = error instanceof HttpError && error.status === 404;
    return (
      <div className={styles.message} role="alert">
        <p>{notFound ? t('common.notFound') : t('common.loadError')}</p>
        {!notFound && onRetry && (
          <button type="button" className={styles.secondaryButton} onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
      </div>
    );
  }
  return <>{children}</>;
}
