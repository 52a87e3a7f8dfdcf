import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { uploadImage, useMediaList } from '../api/media';
import { useFinderSearch } from '../hooks/use-finder-search';
import { useFinderUpload } from '../hooks/use-finder-upload';
import { FinderDialog } from './finder-dialog';
import styles from './image-finder.module.css';

const LIST_KEY = ['editor', 'media'] as const;

/** The image finder: the media library as a searchable grid, and an upload with alt text in both languages. */
export function ImageFinder({ onChoose, onClose }: { onChoose: (url: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const id = useId();
  const { q, setQ, search } = useFinderSearch();
  const list = useMediaList(locale, search);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [altDe, setAltDe] = useState('');
  const [altEn, setAltEn] = useState('');
  const upload = useFinderUpload(file, (chosen) => uploadImage(locale, { file: chosen, title, alt_de: altDe, alt_en: altEn }), LIST_KEY, onChoose);

  return (
    <FinderDialog
      title={t('media.title')}
      closeLabel={t('media.close')}
      onClose={onClose}
      q={q}
      onQ={setQ}
      list={list}
      layout="tiles"
      resultsLabel={t('media.results')}
      noneText={t('media.none')}
      itemKey={(item) => item.url}
      renderItem={(item) => {
        const name = item.alt || item.title || item.url.split('/').pop();
        return (
          <button type="button" className={styles.tile} onClick={() => onChoose(item.url)} aria-label={t('media.choose', { name })}>
            <img src={item.thumbnail} alt="" loading="lazy" width={160} height={110} />
            <span className={styles.caption}>{name}</span>
          </button>
        );
      }}
      uploadTitle={t('media.upload')}
      onUpload={upload.submit}
      uploadError={upload.error}
      uploading={upload.uploading}
    >
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
    </FinderDialog>
  );
}
