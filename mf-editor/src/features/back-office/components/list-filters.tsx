import { useTranslation } from 'react-i18next';
import type { FieldSpec, ResourceDescriptor } from 'shared-contracts/back-office/descriptor';
import type { Locale } from 'shared-contracts/locales';
import styles from './back-office.module.css';

/**
 * The kind's filters whose values the descriptor itself names (a choice's values, yes/no of a checkbox); reference
 * filters would need the other kind's entries and are left to the search box.
 */
export function filterFields(d: ResourceDescriptor): Array<[string, FieldSpec]> {
  return Object.entries(d.fields as Record<string, FieldSpec>).filter(([, spec]) => spec.filter && (spec.widget.type === 'choice' || spec.widget.type === 'checkbox'));
}

interface Props {
  descriptor: ResourceDescriptor;
  locale: Locale;
  values: Record<string, string>;
  onChange(field: string, value: string): void;
}

/** One select per filter field; '' (all) sends no filter. */
export function ListFilters({ descriptor, locale, values, onChange }: Props) {
  const { t } = useTranslation();
  const fields = filterFields(descriptor);
  if (!fields.length) return null;
  return (
    <div className={styles.listFilters}>
      {fields.map(([name, spec]) => {
        const id = `back-office-filter-${name}`;
        const options =
          spec.widget.type === 'choice'
            ? spec.widget.values.map((v) => ({ value: v.value, label: v.label[locale] }))
            : [
                { value: 'true', label: t('backOffice.yes') },
                { value: 'false', label: t('backOffice.no') },
              ];
        return (
          <div key={name} className={styles.listFilter}>
            <label htmlFor={id}>{spec.label[locale]}</label>
            <select id={id} value={values[name] ?? ''} onChange={(e) => onChange(name, e.target.value)}>
              <option value="">{t('backOffice.filterAll')}</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
