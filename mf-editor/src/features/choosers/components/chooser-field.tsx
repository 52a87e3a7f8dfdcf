import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import type { ChoiceKind } from 'shared-contracts/editor/choices';
import { useChosen } from '../api/choices';
import { choiceDate } from './choice-date';
import { ChooserDialog } from './chooser-dialog';
import styles from '../../page-editing/components/page-editor.module.css';

export const idsOf = (value: string) =>
  value
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/**
 * A module field that refers to venues, articles, categories, tags, events or productions: the chosen entries by
 * name (and date), chosen from a searchable list, removed or reordered; never an id typed by hand. The form keeps the
 * ids as "1, 2" text, the same as the stored list or number.
 */
export function ChooserField({ label, kind, multiple, max, value, error, onChange }: {
  label: string;
  kind: ChoiceKind;
  multiple: boolean;
  max?: number;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const id = useId();
  const [open, setOpen] = useState(false);
  const ids = idsOf(value);
  const chosen = useChosen(locale, kind, ids);
  const byId = new Map(chosen.data?.map((c) => [c.id, c]) ?? []);
  const set = (next: number[]) => onChange(next.join(', '));
  const move = (index: number, by: number) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    set(next);
  };
  const full = multiple && max !== undefined && ids.length >= max;
  return (
    <fieldset className={styles.field} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.label}>{label}</legend>
      {ids.length ? (
        <ol className={styles.chosenList}>
          {ids.map((choiceId, index) => {
            const entry = byId.get(choiceId);
            const name = entry ? [entry.name, choiceDate(entry.date, locale)].filter(Boolean).join(', ') : chosen.isFetching ? '…' : t('choosers.missing', { id: choiceId });
            return (
              <li key={choiceId} className={styles.chosen}>
                <span>{name}</span>
                {multiple && index > 0 && (
                  <button type="button" className={styles.iconButton} onClick={() => move(index, -1)} aria-label={t('choosers.up', { name })}>
                    ↑
                  </button>
                )}
                {multiple && index < ids.length - 1 && (
                  <button type="button" className={styles.iconButton} onClick={() => move(index, 1)} aria-label={t('choosers.down', { name })}>
                    ↓
                  </button>
                )}
                <button type="button" className={styles.iconButton} onClick={() => set(ids.filter((x) => x !== choiceId))} aria-label={t('choosers.remove', { name })}>
                  ×
                </button>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={styles.hint}>{t('choosers.empty')}</p>
      )}
      <div className={styles.row}>
        <button type="button" className={styles.secondary} disabled={full} onClick={() => setOpen(true)}>
          {t(multiple ? `choosers.add.${kind}` : `choosers.pick.${kind}`)}
        </button>
        {full && <span className={styles.hint}>{t('choosers.full', { max })}</span>}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {open && (
        <ChooserDialog
          kind={kind}
          chosen={ids}
          onClose={() => setOpen(false)}
          onChoose={(choice) => {
            set(multiple ? [...ids, choice.id] : [choice.id]);
            setOpen(false);
          }}
        />
      )}
    </fieldset>
  );
}
