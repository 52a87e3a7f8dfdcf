import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import type { FileKind } from 'shared-contracts/editor/media';
import { uploadFile, useFileList } from '../api/media-files';
import { useFinderSearch } from '../hooks/use-finder-search';
import { useFinderUpload } from '../hooks/use-finder-upload';
import { FinderDialog } from './finder-dialog';
import styles from './image-finder.module.css';

const ACCEPT: Record<FileKind, string> = {
  video: 'video/mp4,video/webm,video/ogg,video/quicktime',
  audio: 'audio/mpeg,audio/mp4,audio/x-m4a,audio/ogg,audio/webm,audio/wav',
};
const LIST_KEY = ['editor', 'media-files'] as const;
const megabytes = (size: number) => (size ? `${(size / 1024 / 1024).toFixed(1)} MB` : '');

/**
 * The file finder for self-hosted video and audio: the library's files of one kind as a searchable list, and an
 * upload with title and alt text in both languages. The server checks the type on the file's content.
 */
export function FileFinder({ kind, onChoose, onClose }: { kind: FileKind; onChoose: (url: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const id = useId();
  const { q, setQ, search } = useFinderSearch();
  const list = useFileList(locale, kind, search);
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState({ title_de: '', title_en: '', alt_de: '', alt_en: '' });
  const upload = useFinderUpload(file, (chosen) => uploadFile(locale, { file: chosen, kind, ...fields }), LIST_KEY, onChoose);

  const input = (name: keyof typeof fields, lang: 'de' | 'en') => (
    <>
      <label className={styles.label} htmlFor={`${id}-${name}`}>
        {t(`files.${name}`)}
      </label>
      <input id={`${id}-${name}`} className={styles.input} lang={lang} value={fields[name]} onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))} />
    </>
  );

  return (
    <FinderDialog
      title={t(`files.title.${kind}`)}
      closeLabel={t('files.close')}
      onClose={onClose}
      q={q}
      onQ={setQ}
      list={list}
      layout="rows"
      resultsLabel={t(`files.results.${kind}`)}
      noneText={t('files.none')}
      itemKey={(item) => item.url}
      renderItem={(item) => {
        const name = item.title || item.url.split('/').pop();
        return (
          <button type="button" className={styles.linkHit} onClick={() => onChoose(item.url)} aria-label={t('files.choose', { name })}>
            <span className={styles.hitType}>{t(`files.kind.${item.kind}`)}</span> {name}
            <span className={styles.caption}>{[item.alt, megabytes(item.size), item.url].filter(Boolean).join(' · ')}</span>
          </button>
        );
      }}
      uploadTitle={t(`files.upload.${kind}`)}
      onUpload={upload.submit}
      uploadError={upload.error}
      uploading={upload.uploading}
    >
      <label className={styles.label} htmlFor={`${id}-file`}>
        {t(`files.file.${kind}`)}
      </label>
      <input id={`${id}-file`} type="file" accept={ACCEPT[kind]} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      {input('title_de', 'de')}
      {input('title_en', 'en')}
      {input('alt_de', 'de')}
      {input('alt_en', 'en')}
    </FinderDialog>
  );
}
