import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { HttpError } from 'site-config/remote-kit/http';
import { uploadImage, useMediaList } from '../api/media';
import styles from './image-finder.module.css';

/** The image finder: the media library as a searchable grid, and an upload with alt text in both languages. */
export function ImageFinder({ onChoose, onClose }: { onChoose: (url: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const queryClient = useQueryClient();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const list = useMediaList(locale, search);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [altDe, setAltDe] = useState('');
  const [altEn, setAltEn] = useState('');
  const [uploadError, setUploadError] = useState('');
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog?.setAttribute('open', '');
  }, []);
  // The search follows typing after a short pause, so the library is not asked for every letter.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(q.trim()), 250);
    return () => clearTimeout(timer);
  }, [q]);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through portals: the module form around this one must not see this submit.
    event.stopPropagation();
    if (!file) return setUploadError(t('editor.required'));
    setUploading(true);
    setUploadError('');
    try {
      const item = await uploadImage(locale, { file, title, alt_de: altDe, alt_en: altEn });
      await queryClient.invalidateQueries({ queryKey: ['editor', 'media'] });
      onChoose(item.url);
    } catch (error) {
      const message = error instanceof HttpError ? (error.body as { message?: string } | null)?.message : '';
      setUploadError(message ? t('media.uploadFailedBecause', { reason: message }) : t('media.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  // A portal: the finder opens from inside the module form, and forms must not nest.
  return createPortal(
    <dialog ref={ref} className={styles.finder} aria-labelledby={`${id}-title`} onCancel={(e) => (e.preventDefault(), e.stopPropagation(), onClose())}>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('media.title')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('media.close')}>
          ×
        </button>
      </header>
      <label className={styles.label} htmlFor={`${id}-q`}>
        {t('media.search')}
      </label>
      <input id={`${id}-q`} type="search" className={styles.input} value={q} onChange={(e) => setQ(e.target.value)} />
      {list.isError && <p role="alert">{t('editor.failed')}</p>}
      <ul className={styles.grid} aria-busy={list.isFetching} aria-label={t('media.results')}>
        {list.data?.map((item) => (
          <li key={item.url}>
            <button type="button" className={styles.tile} onClick={() => onChoose(item.url)} aria-label={t('media.choose', { name: item.alt || item.title || item.url.split('/').pop() })}>
              <img src={item.thumbnail} alt="" loading="lazy" width={160} height={110} />
              <span className={styles.caption}>{item.alt || item.title || item.url.split('/').pop()}</span>
            </button>
          </li>
        ))}
      </ul>
      {list.data && !list.data.length && <p>{t('media.none')}</p>}
      <form className={styles.upload} onSubmit={upload} noValidate>
        <h3 className={styles.subtitle}>{t('media.upload')}</h3>
        <label className={styles.label} htmlFor={`${id}-file`}>
          {t('media.file')}
        </label>
        <input id={`${id}-file`} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        <label className={styles.label} htmlFor={`${id}-title-in`}>
          {t('media.imageTitle')}
        </label>
        <input id={`${id}-title-in`} className={styles.input} value={title} onChange={(e) => setTitle(e.target.value)} />
        <label className={styles.label} htmlFor={`${id}-alt-de`}>
          {t('media.altDe')}
        </label>
        <input id={`${id}-alt-de`} className={styles.input} lang="de" value={altDe} onChange={(e) => setAltDe(e.target.value)} />
        <label className={styles.label} htmlFor={`${id}-alt-en`}>
          {t('media.altEn')}
        </label>
        <input id={`${id}-alt-en`} className={styles.input} lang="en" value={altEn} onChange={(e) => setAltEn(e.target.value)} />
        {uploadError && (
          <p className={styles.error} role="alert">
            {uploadError}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={uploading} aria-busy={uploading}>
          {uploading ? t('media.uploading') : t('media.uploadAndChoose')}
        </button>
      </form>
    </dialog>,
    document.body,
  );
}
