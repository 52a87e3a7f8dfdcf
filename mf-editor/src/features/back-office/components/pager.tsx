import { useTranslation } from 'react-i18next';
import styles from './back-office.module.css';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / "page n of m" / next under a long staff list; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('backOffice.page', { page, pages })} className={styles.pager}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('backOffice.previous')}
      </button>
      <span>{t('backOffice.page', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('backOffice.next')}
      </button>
    </nav>
  );
}
