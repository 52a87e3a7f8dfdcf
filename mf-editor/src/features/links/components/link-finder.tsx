import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useLinkSearch } from '../api/link-search';
import type { ChoiceKind } from 'shared-contracts/editor/choices';
import { ChoiceList } from '../../choosers/components/choice-list';
import { ModalFrame } from '../../../lib/modal-frame';
import styles from '../../media/components/image-finder.module.css';

/** Kinds with their own pages that a link can be chosen from by name and date (the event finder among them). */
const LINKABLE: ChoiceKind[] = ['events', 'productions', 'articles', 'venues'];

/**
 * The link finder: pages, events, articles and productions found through the site search become internal links
 * (their site path); anything else is an https address typed in.
 */
export function LinkFinder({ onChoose, onClose }: { onChoose: (url: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const id = useId();
  const [q, setQ] = useState('');
  const [query, setQuery] = useState('');
  const [external, setExternal] = useState('https://');
  const [externalError, setExternalError] = useState('');
  const hits = useLinkSearch(locale, query);
  const [listKind, setListKind] = useState<ChoiceKind>('events');

  useEffect(() => {
    // Lower-cased like the site's own search box; asked only after a short pause in typing.
    const timer = setTimeout(() => setQuery(q.trim().toLowerCase()), 250);
    return () => clearTimeout(timer);
  }, [q]);

  const takeExternal = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    try {
      const url = new URL(external.trim());
      if (url.protocol !== 'https:' || !url.hostname.includes('.')) throw new Error('not https');
      onChoose(url.toString());
    } catch {
      setExternalError(t('links.httpsOnly'));
    }
  };

  return (
    <ModalFrame title={t('links.title')} closeLabel={t('links.close')} onClose={onClose}>
      <label className={styles.label} htmlFor={`${id}-q`}>
        {t('links.search')}
      </label>
      <input id={`${id}-q`} type="search" className={styles.input} value={q} onChange={(e) => setQ(e.target.value)} />
      {hits.isError && <p role="alert">{t('editor.failed')}</p>}
      {hits.data && !hits.data.length && <p>{t('links.none')}</p>}
      <ul className={styles.links} aria-label={t('links.results')} aria-busy={hits.isFetching}>
        {hits.data?.map((hit) => (
          <li key={`${hit.type}-${hit.id}`}>
            <button type="button" className={styles.linkHit} onClick={() => onChoose(hit.url)}>
              <span className={styles.hitType}>{t(`links.types.${hit.type}`)}</span> {hit.title}
              <span className={styles.caption}>{hit.url}</span>
            </button>
          </li>
        ))}
      </ul>
      <section className={styles.upload} aria-labelledby={`${id}-lists`}>
        <h3 id={`${id}-lists`} className={styles.subtitle}>
          {t('links.fromList')}
        </h3>
        <label className={styles.label} htmlFor={`${id}-kind`}>
          {t('links.listKind')}
        </label>
        <select id={`${id}-kind`} className={styles.input} value={listKind} onChange={(e) => setListKind(e.target.value as ChoiceKind)}>
          {LINKABLE.map((kind) => (
            <option key={kind} value={kind}>
              {t(`choosers.kinds.${kind}`)}
            </option>
          ))}
        </select>
        <ChoiceList key={listKind} kind={listKind} onChoose={(choice) => choice.url && onChoose(choice.url)} />
      </section>
      <form className={styles.upload} onSubmit={takeExternal} noValidate>
        <label className={styles.label} htmlFor={`${id}-external`}>
          {t('links.external')}
        </label>
        <input id={`${id}-external`} type="url" className={styles.input} value={external} onChange={(e) => setExternal(e.target.value)} aria-invalid={externalError ? true : undefined} />
        {externalError && (
          <p className={styles.error} role="alert">
            {externalError}
          </p>
        )}
        <button type="submit" className={styles.primary}>
          {t('links.useExternal')}
        </button>
      </form>
    </ModalFrame>
  );
}
