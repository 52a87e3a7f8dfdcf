import { useTranslation } from 'react-i18next';
import type { ProductionFilter } from '../api/get-productions';
import type { ProductionFilterOptions } from '../api/get-production-filter-options';
import styles from './productions.module.css';

const KEYS = ['season', 'exhibition_type', 'tag'] as const;
const LABELS = { season: 'productions.season', exhibition_type: 'productions.type', tag: 'productions.tag' } as const;

/** Option chips per filter; choosing the selected option again clears it. */
export function ProductionFilters({ options, filter, onChange }: { options: ProductionFilterOptions; filter: ProductionFilter; onChange: (next: ProductionFilter) => void }) {
  const { t } = useTranslation();
  const active = KEYS.some((key) => filter[key]);
  return (
    <div className={styles.filters} role="group" aria-label={t('productions.filters')}>
      {KEYS.filter((key) => options[key].length > 0).map((key) => (
        <fieldset key={key} className={styles.filterGroup}>
          <legend className={styles.legend}>{t(LABELS[key])}</legend>
          <div className={styles.chips}>
            {options[key].map((option) => {
              const selected = filter[key] === option.id;
              return (
                <button
                  key={option.id}
                  type="button"
                  className={`${styles.chip} ${selected ? styles.selected : ''}`}
                  aria-pressed={selected}
                  onClick={() => onChange({ ...filter, [key]: selected ? null : option.id })}
                >
                  {option.name}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      {active && (
        <button type="button" className={styles.reset} onClick={() => onChange({ season: null, exhibition_type: null, tag: null })}>
          {t('productions.reset')}
        </button>
      )}
    </div>
  );
}
