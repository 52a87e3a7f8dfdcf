import { useTranslation } from 'react-i18next';
import { parse, format } from 'date-fns';
import { de, enGB } from 'date-fns/locale';
import { FILTER_KEYS } from 'shared-contracts/constants';
import { useSlot } from 'site-config/remote-kit/slot-context';
import type { ListQuery } from '../hooks/list-query';
import type { FilterOptions } from '../hooks/use-filter-options';
import styles from './filter-chips.module.css';

interface FilterChipsProps {
  state: ListQuery;
  options: FilterOptions;
  onChange(next: ListQuery): void;
}

/** The selected filters as removable chips. */
export function FilterChips({ state, options, onChange }: FilterChipsProps) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const chips: { key: string; name: string; remove(): void }[] = [];
  if (state.date) {
    const day = parse(state.date, 'dd-MM-yyyy', new Date());
    chips.push({
      key: 'date',
      name: format(day, locale === 'de' ? 'd. MMM yyyy' : 'd MMM yyyy', { locale: locale === 'de' ? de : enGB }),
      remove: () => onChange({ ...state, date: null }),
    });
  }
  for (const key of FILTER_KEYS) {
    const id = state.filters[key];
    if (!id) continue;
    const name = options[key].options.find((option) => option.id === id)?.name ?? `${t(`filter.${key}`)} ${id}`;
    chips.push({ key, name, remove: () => onChange({ ...state, filters: { ...state.filters, [key]: null } }) });
  }
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t('filter.selected')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <button type="button" className={styles.chip} onClick={chip.remove} aria-label={t('filter.remove', { name: chip.name })}>
            <span>{chip.name}</span>
            <span className={styles.x} aria-hidden="true">
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
