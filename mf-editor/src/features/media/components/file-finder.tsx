import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { HttpError } from 'site-config/remote-kit/http';
import type { FileKind } from 'shared-contracts/editor/media';
import { uploadFile, useFileList } from '../api/media-files';
import styles from './image-finder.module.css';

const ACCEPT: Record<FileKind, string> = {
  video: 'video/mp4,video/webm,video/ogg,video/quicktime',
  audio: 'audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,audio/webm,audio/wav',
};
const megabytes = (size: number) => (size ? `${(size / 1024 / 1024).toFixed(1)} MB` : '');

/**
 * The file finder for self-hosted video and audio: the library's files of one kind as a searchable list, and an
 * upload with title and alt text in both languages. The server checks the type on the file's content.
 */
export function FileFinder({ kind, onChoose, onClose }: { kind: FileKind; onChoose: (url: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const queryClient = useQueryClient();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const list = useFileList(locale, kind, search);
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState({ title_de: '', title_en: '', alt_de: '', alt_en: '' });
  const [uploadError, setUploadError] = useState('');
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog?.setAttribute('open', '');
  }, []);
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
      const item = await uploadFile(locale, { file, kind, ...fields });
      await queryClient.invalidateQueries({ queryKey: ['editor', 'media-files'] });
      onChoose(item.url);
    } catch (error) {
      const message = error instanceof HttpError ? (error.body as { message?: string } | null)?.message : '';
      setUploadError(message ? t('media.uploadFailedBecause', { reason: message }) : t('media.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };
  const input = (name: keyof typeof fields, lang: 'de' | 'en') => (
    <>
      <label className={styles.label} htmlFor={`${id}-${name}`}>
        {t(`files.${name}`)}
      </label>
      <input id={`${id}-${name}`} className={styles.input} lang={lang} value={fields[name]} onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))} />
    </>
  );

  return createPortal(
    <dialog ref={ref} className={styles.finder} aria-labelledby={`${id}-title`} onCancel={(e) => (e.preventDefault(), e.stopPropagation(), onClose())}>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t(`files.title.${kind}`)}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('files.close')}>
          ×
        </button>
      </header>
      <label className={styles.label} htmlFor={`${id}-q`}>
        {t('media.search')}
      </label>
      <input id={`${id}-q`} type="search" className={styles.input} value={q} onChange={(e) => setQ(e.target.value)} />
      {list.isError && <p role="alert">{t('editor.failed')}</p>}
      <ul className={styles.links} aria-busy={list.isFetching} aria-label={t(`files.results.${kind}`)}>
        {list.data?.map((item) => {
          const name = item.title || item.url.split('/').pop();
          return (
            <li key={item.url}>
              <button type="button" className={styles.linkHit} onClick={() => onChoose(item.url)} aria-label={t('files.choose', { name })}>
                <span className={styles.hitType}>{t(`files.kind.${item.kind}`)}</span> {name}
                <span className={styles.caption}>{[item.alt, megabytes(item.size), item.url].filter(Boolean).join(' · ')}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {list.data && !list.data.length && <p>{t('files.none')}</p>}
      <form className={styles.upload} onSubmit={upload} noValidate>
        <h3 className={styles.subtitle}>{t(`files.upload.${kind}`)}</h3>
        <label className={styles.label} htmlFor={`${id}-file`}>
          {t(`files.file.${kind}`)}
        </label>
        <input id={`${id}-file`} type="file" accept={ACCEPT[kind]} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        {input('title_de', 'de')}
        {input('title_en', 'en')}
        {input('alt_de', 'de')}
        {input('alt_en', 'en')}
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
