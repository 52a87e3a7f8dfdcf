import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_KEYS } from 'shared-contracts/constants';
import type { FilterKey } from 'shared-contracts/entities';
import { useSlot } from 'site-config/remote-kit/slot-context';
import type { ListQuery } from '../hooks/list-query';
import { useFilterOptions } from '../hooks/use-filter-options';
import { DatePicker } from './date-picker';
import { FilterChips } from './filter-chips';
import { FilterMenu } from './filter-menu';
import styles from './filter-bar.module.css';

interface FilterBarProps {
  state: ListQuery;
  onChange(next: ListQuery): void;
}

/** Room, exhibition type, tag, series and genre menus plus the calendar; one panel open at a time. */
export function FilterBar({ state, onChange }: FilterBarProps) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const options = useFilterOptions(locale);
  const [openKey, setOpenKey] = useState<FilterKey | 'date' | null>(null);
  const select = (key: FilterKey, id: string | null) => onChange({ ...state, filters: { ...state.filters, [key]: id } });
  const openChange = (key: FilterKey | 'date') => (open: boolean) => setOpenKey((current) => (open ? key : current === key ? null : current));

  return (
    <div className={styles.bar}>
      <div role="group" aria-label={t('filter.label')} className={styles.controls}>
        {/* A menu is there while its options load, so the bar keeps its shape instead of growing under the reader;
            only a list that came back empty leaves it out. */}
        {FILTER_KEYS.map((key) =>
          options[key].loading || options[key].options.length > 0 || state.filters[key] ? (
            <FilterMenu
              key={key}
              label={t(`filter.${key}`)}
              options={options[key].options}
              loading={options[key].loading}
              selected={state.filters[key]}
              open={openKey === key}
              onOpenChange={openChange(key)}
              onSelect={(id) => select(key, id)}
            />
          ) : null,
        )}
        <DatePicker
          locale={locale}
          value={state.date}
          filters={state.filters}
          open={openKey === 'date'}
          onOpenChange={openChange('date')}
          onChange={(date) => onChange({ ...state, date })}
        />
      </div>
      <FilterChips state={state} options={options} onChange={onChange} />
    </div>
  );
}
