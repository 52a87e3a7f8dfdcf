import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../../lib/modal-frame';
import styles from './image-finder.module.css';

interface FinderList<T> {
  data?: T[];
  isError: boolean;
  isFetching: boolean;
}

interface FinderDialogProps<T> {
  title: string;
  closeLabel: string;
  onClose: () => void;
  q: string;
  onQ: (q: string) => void;
  list: FinderList<T>;
  /** How the results lie: image tiles in a grid, or files as rows. */
  layout: 'tiles' | 'rows';
  resultsLabel: string;
  noneText: string;
  itemKey: (item: T) => string;
  /** One result's button; choosing it is the caller's. */
  renderItem: (item: T) => ReactNode;
  uploadTitle: string;
  onUpload: (event: FormEvent) => void;
  uploadError: string;
  uploading: boolean;
  /** The upload's file input and fields. */
  children: ReactNode;
}

/**
 * What both media finders share inside the dialog frame: the library's search, its results, and an upload that
 * chooses what it stored.
 */
export function FinderDialog<T>(props: FinderDialogProps<T>) {
  const { title, closeLabel, onClose, q, onQ, list, layout, resultsLabel, noneText, itemKey, renderItem, uploadTitle, onUpload, uploadError, uploading, children } = props;
  const { t } = useTranslation();
  const id = useId();

  return (
    <ModalFrame title={title} closeLabel={closeLabel} onClose={onClose}>
      <label className={styles.label} htmlFor={`${id}-q`}>
        {t('media.search')}
      </label>
      <input id={`${id}-q`} type="search" className={styles.input} value={q} onChange={(e) => onQ(e.target.value)} />
      {list.isError && <p role="alert">{t('editor.failed')}</p>}
      <ul className={layout === 'tiles' ? styles.grid : styles.links} aria-busy={list.isFetching} aria-label={resultsLabel}>
        {list.data?.map((item) => <li key={itemKey(item)}>{renderItem(item)}</li>)}
      </ul>
      {list.data && !list.data.length && <p>{noneText}</p>}
      <form className={styles.upload} onSubmit={onUpload} noValidate>
        <h3 className={styles.subtitle}>{uploadTitle}</h3>
        {children}
        {uploadError && (
          <p className={styles.error} role="alert">
            {uploadError}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={uploading} aria-busy={uploading}>
          {uploading ? t('media.uploading') : t('media.uploadAndChoose')}
        </button>
      </form>
    </ModalFrame>
  );
}
