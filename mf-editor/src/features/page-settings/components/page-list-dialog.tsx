import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { DeletedPages } from '../../page-trash/components/deleted-pages';
import { usePageList } from '../api/page-settings';
import styles from '../../page-editing/components/page-editor.module.css';

/** Every page of the site for staff, offline ones marked, each opened in edit mode or straight into its settings. */
export function PageListDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { locale, host } = useSlot();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const pages = usePageList(locale, search);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog?.setAttribute('open', '');
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(q.trim()), 250);
    return () => clearTimeout(timer);
  }, [q]);
  const go = (url: string, panel?: string) => (onClose(), host.navigate(`${url}?edit${panel ? `&panel=${panel}` : ''}`));
  return (
    <dialog ref={ref} className={`${styles.dialog} ${styles.wide}`} aria-labelledby={`${id}-title`} onCancel={(e) => (e.preventDefault(), onClose())}>
      <div className={styles.dialogForm}>
        <header className={styles.dialogHeader}>
          <h2 id={`${id}-title`} className={styles.dialogTitle}>
            {t('pages.title')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('pages.close')}>
            ×
          </button>
        </header>
        <label htmlFor={`${id}-q`} className={styles.label}>
          {t('pages.search')}
        </label>
        <input id={`${id}-q`} type="search" className={styles.input} value={q} onChange={(e) => setQ(e.target.value)} />
        {pages.isError && <p role="alert">{t('editor.failed')}</p>}
        <ul className={styles.pageList} aria-label={t('pages.results')} aria-busy={pages.isFetching}>
          {pages.data?.map((page) => (
            <li key={page.id} className={styles.pageRow}>
              <span className={styles.pageName}>
                {page.title}
                {!page.is_online && <span className={styles.offlineBadge}>{t('pages.offline')}</span>}
                <span className={styles.hint}>{page.url}</span>
              </span>
              <button type="button" className={styles.secondary} onClick={() => go(page.url)} aria-label={t('pages.edit', { title: page.title })}>
                {t('pages.editShort')}
              </button>
              <button type="button" className={styles.secondary} onClick={() => go(page.url, 'settings')} aria-label={t('pages.settings', { title: page.title })}>
                {t('pages.settingsShort')}
              </button>
            </li>
          ))}
        </ul>
        <DeletedPages />
      </div>
    </dialog>
  );
}
