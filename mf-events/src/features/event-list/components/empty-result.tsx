import { useTranslation } from 'react-i18next';
import styles from './empty-result.module.css';

/** The empty filter result view (docs/product.md). */
export function EmptyResult({ onReset }: { onReset(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} role="status">
      <h2 className={styles.title}>{t('list.emptyTitle')}</h2>
      <p className={styles.text}>{t('list.emptyText')}</p>
      <button type="button" className={styles.reset} onClick={onReset}>
        {t('list.reset')}
      </button>
    </div>
  );
}
