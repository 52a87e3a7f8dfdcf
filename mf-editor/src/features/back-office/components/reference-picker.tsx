import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceEntry } from 'shared-contracts/back-office/descriptor';
import { descriptorOf } from 'shared-contracts/back-office/kinds';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useResourceList } from '../api/get-resource-list';
import styles from './back-office.module.css';

/** Matches offered at once: a programme can have hundreds of dates, the search narrows them. */
const MATCHES = 50;

export function optionTitle(item: Record<string, unknown>, locale: string): string {
  const name = item[`name_${locale}`] ?? item[`title_${locale}`] ?? item[`text_${locale}`] ?? item.name_de ?? item.title_de ?? item.text_de ?? item.title ?? item.username ?? item.id;
  return String(name);
}

interface Props {
  /** The select's id: the field's label names it. */
  id: string;
  name: string;
  label: string;
  kind: string;
  value: number | null;
  describedBy?: string;
  invalid: boolean;
  disabled?: boolean;
  onChange(value: number | null): void;
}

/**
 * One entry of another kind, picked by name: a search box narrows the entries, the select offers the matches by the
 * names the server gives them (an event with its date and venue, a seat group with its event), and always the entry
 * the field holds, so its name shows before any search.
 */
export function ReferencePicker({ id, name, label, kind, value, describedBy, invalid, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const searchId = useId();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q.trim());
  const sort = descriptorOf(kind)?.defaultSort ?? 'id';
  const matches = useResourceList(locale, kind, { q: deferred, page: 1, sort, pageSize: MATCHES });
  const items = matches.data?.items ?? [];
  const held = value !== null && !items.some((item) => item.id === value);
  const current = useResourceList(locale, kind, { q: '', page: 1, sort: 'id', ids: value === null ? [] : [value] }, held);
  const titleOf = (item: ResourceEntry, titles?: Record<string, string>) => titles?.[String(item.id)] ?? optionTitle(item, locale);
  const heldItem = held ? current.data?.items.find((item) => item.id === value) : undefined;

  return (
    <div className={styles.picker}>
      <label htmlFor={searchId} className={styles.pickerSearch}>
        <span className={styles.visuallyHidden}>{t('backOffice.picker.search', { field: label })}</span>
        <input
          id={searchId}
          type="search"
          value={q}
          placeholder={t('backOffice.picker.placeholder')}
          disabled={disabled}
          onChange={(e) => setQ(e.target.value)}
        />
      </label>
      <select
        id={id}
        name={name}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{items.length || !deferred ? t('backOffice.choose') : t('backOffice.picker.none')}</option>
        {held && <option value={String(value)}>{heldItem ? titleOf(heldItem, current.data?.titles) : t('backOffice.loading')}</option>}
        {items.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {titleOf(item, matches.data?.titles)}
          </option>
        ))}
      </select>
    </div>
  );
}
