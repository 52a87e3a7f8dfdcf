import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import type { Choice, ChoiceKind } from 'shared-contracts/editor/choices';
import { useChoices } from '../api/choices';
import { choiceDate } from './choice-date';
import styles from '../../media/components/image-finder.module.css';

/** A searchable list of one kind (names, dates where the kind has them); choosing calls back with the entry. */
export function ChoiceList({ kind, chosen = [], onChoose }: { kind: ChoiceKind; chosen?: number[]; onChoose: (choice: Choice) => void }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const id = useId();
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const list = useChoices(locale, kind, search);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(q.trim()), 250);
    return () => clearTimeout(timer);
  }, [q]);
  return (
    <>
      <label className={styles.label} htmlFor={`${id}-q`}>
        {t(`choosers.search.${kind}`)}
      </label>
      <input id={`${id}-q`} type="search" className={styles.input} value={q} onChange={(e) => setQ(e.target.value)} />
      {list.isError && <p role="alert">{t('editor.failed')}</p>}
      {list.data && !list.data.length && <p>{t('choosers.none')}</p>}
      <ul className={styles.links} aria-label={t(`choosers.results.${kind}`)} aria-busy={list.isFetching}>
        {list.data?.map((choice) => {
          const date = choiceDate(choice.date, locale);
          const taken = chosen.includes(choice.id);
          return (
            <li key={choice.id}>
              <button type="button" className={styles.linkHit} disabled={taken} aria-label={t('choosers.choose', { name: [choice.name, date].filter(Boolean).join(', ') })} onClick={() => onChoose(choice)}>
                {choice.name}
                <span className={styles.caption}>{[date, taken ? t('choosers.taken') : ''].filter(Boolean).join(' · ') || `#${choice.id}`}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
