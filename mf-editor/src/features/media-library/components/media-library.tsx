import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_KINDS, type MediaKind, type MediaLibraryItem } from 'shared-contracts/media-library';
import { buildPath } from 'shared-contracts/routes';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useMediaLibrary } from '../api/get-media-library';
import { MediaItemEditor } from './media-item-editor';
import styles from './media-library.module.css';

/** Bytes as staff read them: kB up to a megabyte, MB above. */
export function formatSize(bytes: number, locale: string): string {
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'de-DE', { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${number.format(bytes / 1024 / 1024)} MB` : `${number.format(Math.max(bytes, 1) / 1024)} kB`;
}

/** The back office's media library: search and filter, a thumbnail per item, and the chosen item's editor beside it. */
export function MediaLibrary() {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<MediaKind | ''>('');
  const [selected, setSelected] = useState<Pick<MediaLibraryItem, 'kind' | 'id'> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useMediaLibrary(locale, q, kind);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };
  return (
    <div className={styles.screen}>
      <p>
        <SiteLink href={buildPath('cms-hub', locale)}>{t('mediaLibrary.back')}</SiteLink>
      </p>
      <h1>{t('mediaLibrary.title')}</h1>
      <form role="search" className={styles.bar} onSubmit={search}>
        <label htmlFor="media-q">{t('mediaLibrary.search')}</label>
        <input id="media-q" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <label htmlFor="media-kind">{t('mediaLibrary.kind')}</label>
        <select id="media-kind" value={kind} onChange={(e) => setKind(e.target.value as MediaKind | '')}>
          <option value="">{t('mediaLibrary.kinds.all')}</option>
          {MEDIA_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`mediaLibrary.kinds.${k}`)}
            </option>
          ))}
        </select>
        <button type="submit">{t('mediaLibrary.searchButton')}</button>
      </form>
      {notice && <p role="status">{notice}</p>}
      <div className={styles.layout}>
        <section aria-labelledby="media-list-title">
          <h2 id="media-list-title" className={styles.visuallyHidden}>
            {t('mediaLibrary.listTitle')}
          </h2>
          {list.isPending && <p aria-busy="true">{t('mediaLibrary.loading')}</p>}
          {list.isError && <p role="alert">{t('mediaLibrary.loadFailed')}</p>}
          {list.data?.length === 0 && <p>{t('mediaLibrary.empty')}</p>}
          {list.data && list.data.length > 0 && (
            <ul className={styles.grid}>
              {list.data.map((item) => {
                const current = selected?.kind === item.kind && selected.id === item.id;
                return (
                  <li key={`${item.kind}-${item.id}`}>
                    <button
                      type="button"
                      className={styles.tile}
                      aria-pressed={current}
                      onClick={() => {
                        setNotice(null);
                        setSelected({ kind: item.kind, id: item.id });
                      }}
                    >
                      {item.thumbnail ? <img src={item.thumbnail} alt="" width={96} height={96} loading="lazy" /> : <span className={styles.fileIcon} aria-hidden="true">{item.kind === 'video' ? '▶' : '♪'}</span>}
                      <span className={styles.tileText}>
                        <strong>{item.title || item.url.split('/').pop()}</strong>
                        <span>
                          {t(`mediaLibrary.kinds.${item.kind}`)} · {formatSize(item.size, locale)}
                        </span>
                        {!(locale === 'en' ? item.alt_en : item.alt_de) && item.kind === 'image' && <span className={styles.warn}>{t('mediaLibrary.noAlt')}</span>}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        {selected && (
          <MediaItemEditor
            key={`${selected.kind}-${selected.id}`}
            item={selected}
            onDeleted={() => {
              setSelected(null);
              setNotice(t('mediaLibrary.deleted'));
            }}
          />
        )}
      </div>
    </div>
  );
}
