import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaLibraryDetail } from 'shared-contracts/media-library';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { mediaLibraryKey, useMediaItem } from '../api/get-media-library';
import { deleteMediaItem, patchMediaItem, replaceMediaImage } from '../api/write-media-item';
import { FocalPointPicker } from './focal-point-picker';
import { MediaUsages } from './media-usages';
import styles from './media-library.module.css';

type TextField = 'title' | 'alt_de' | 'alt_en' | 'caption_de' | 'caption_en';
const TEXT_FIELDS: TextField[] = ['title', 'alt_de', 'alt_en', 'caption_de', 'caption_en'];

function messageOf(error: unknown): string {
  const body = (error as { body?: { message?: string } }).body;
  return body?.message ?? String(error);
}

/** One item's screen: texts per language, the focal point, replacing the file, deleting it, and where it is used. */
export function MediaItemEditor({ item: listed, onDeleted }: { item: Pick<MediaLibraryDetail, 'kind' | 'id'>; onDeleted: () => void }) {
  const { locale } = useSlot();
  const detail = useMediaItem(locale, listed.kind, listed.id);
  const { t } = useTranslation();
  // Kept outside the form, which starts afresh from a replaced file.
  const [status, setStatus] = useState<string | null>(null);
  if (detail.isPending) return <p aria-busy="true">{t('mediaLibrary.loading')}</p>;
  if (detail.isError) return <p role="alert">{t('mediaLibrary.loadFailed')}</p>;
  return <ItemForm key={detail.data.url} item={detail.data} onDeleted={onDeleted} status={status} onStatus={setStatus} />;
}

interface FormProps {
  item: MediaLibraryDetail;
  onDeleted: () => void;
  status: string | null;
  onStatus: (status: string) => void;
}

function ItemForm({ item, onDeleted, status, onStatus: setStatus }: FormProps) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState<Record<TextField, string>>(() => Object.fromEntries(TEXT_FIELDS.map((f) => [f, item[f]])) as Record<TextField, string>);
  const [focal, setFocal] = useState(item.focal);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaLibraryKey });
  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setStatus(await work());
    } catch (error) {
      setStatus(t('mediaLibrary.failed', { reason: messageOf(error) }));
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await patchMediaItem(locale, item.kind, item.id, { ...texts, ...(focal ? { focal } : {}) });
      await refresh();
      return t('mediaLibrary.saved');
    });
  };
  const replace = (file: File | undefined) => {
    if (!file) return;
    void run(async () => {
      await replaceMediaImage(locale, item.id, file);
      await refresh();
      return t('mediaLibrary.replaced');
    });
  };
  const remove = () =>
    void run(async () => {
      const result = await deleteMediaItem(locale, item.kind, item.id);
      if (!result.deleted) {
        await refresh();
        const places = result.usedIn.map((u) => t('mediaLibrary.place', { type: t(`mediaLibrary.usage.${u.type}`), title: u.title || `#${u.id}` })).join(', ');
        return t('mediaLibrary.deleteRefused', { count: result.usedIn.length, places });
      }
      await refresh();
      onDeleted();
      return '';
    });
  const fieldId = (f: TextField) => `media-${item.kind}-${item.id}-${f}`;
  return (
    <section aria-labelledby="media-item-title" className={styles.editor}>
      <h2 id="media-item-title">{item.title || item.url.split('/').pop()}</h2>
      <p className={styles.help}>
        <a href={item.url}>{item.url}</a>
        {item.width ? ` · ${item.width} × ${item.height} px` : ''}
      </p>
      <form onSubmit={save}>
        {focal && <FocalPointPicker src={item.url} focal={focal} onChange={setFocal} />}
        {TEXT_FIELDS.map((f) => (
          <div key={f} className={styles.field}>
            <label htmlFor={fieldId(f)}>{t(`mediaLibrary.fields.${f}`)}</label>
            {f.startsWith('caption') ? (
              <textarea id={fieldId(f)} rows={2} value={texts[f]} onChange={(e) => setTexts({ ...texts, [f]: e.target.value })} />
            ) : (
              <input id={fieldId(f)} value={texts[f]} onChange={(e) => setTexts({ ...texts, [f]: e.target.value })} />
            )}
          </div>
        ))}
        <div className={styles.buttons}>
          <button type="submit" className={styles.primary} disabled={busy}>
            {t('mediaLibrary.save')}
          </button>
          {item.kind === 'image' && (
            <label className={styles.fileButton}>
              {t('mediaLibrary.replace')}
              <input type="file" accept="image/jpeg,image/png,image/webp" disabled={busy} onChange={(e) => replace(e.target.files?.[0])} />
            </label>
          )}
          <button type="button" className={styles.danger} disabled={busy} onClick={remove}>
            {t('mediaLibrary.delete')}
          </button>
        </div>
      </form>
      {status && (
        <p role="status" className={styles.status}>
          {status}
        </p>
      )}
      <h3 id="media-item-used">{t('mediaLibrary.usedIn')}</h3>
      <MediaUsages usages={item.used_in} labelledBy="media-item-used" />
    </section>
  );
}
