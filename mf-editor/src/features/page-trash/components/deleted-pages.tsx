import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts/berlin-time';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useDeletedPages, useRestorePage } from '../api/deleted-pages';
import styles from '../../page-editing/components/page-editor.module.css';

/**
 * The trash of the page list: pages deleted with their versions kept, each put back by one button as it was when
 * deleted (draft, publication and address). A refusal (its address was taken meanwhile) is said in words.
 */
export function DeletedPages({ onRestored }: { onRestored?: () => void } = {}) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const id = useId();
  const pages = useDeletedPages(locale);
  const restore = useRestorePage(locale, onRestored);
  const restored = restore.isSuccess ? restore.variables : null;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.label}>
        {t('trash.title')}
      </h3>
      {pages.isError && <p role="alert">{t('editor.failed')}</p>}
      {pages.isSuccess && pages.data.length === 0 && <p className={styles.hint}>{t('trash.empty')}</p>}
      <p role="status" className={styles.hint}>
        {restored !== null && t('trash.restored')}
        {restore.isError && t('trash.failed')}
      </p>
      {pages.isSuccess && pages.data.length > 0 && (
        <ul className={styles.pageList} aria-label={t('trash.title')}>
          {pages.data.map((page) => (
            <li key={page.id} className={styles.pageRow}>
              <span className={styles.pageName}>
                {page.title}
                <span className={styles.hint}>
                  {t('trash.deleted', { when: formatDateTime(page.deleted_at, locale), who: page.deleted_by ?? t('trash.unknown'), url: page.url })}
                </span>
              </span>
              <button
                type="button"
                className={styles.secondary}
                disabled={restore.isPending}
                onClick={() => restore.mutate(page.id)}
                aria-label={t('trash.restore', { title: page.title })}
              >
                {t('trash.restoreShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
