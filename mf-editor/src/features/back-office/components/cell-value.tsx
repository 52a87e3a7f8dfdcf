import { useTranslation } from 'react-i18next';
import type { FieldSpec } from 'shared-contracts/back-office/descriptor';
import { formatWeekdayDateTime } from 'shared-contracts/berlin-time';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { optionTitle, useOptions } from './field-input';

/** A reference by the other entry's title (the options the form loads, shared by every row), else its number. */
function ReferenceCell({ kind, value }: { kind: string; value: unknown }) {
  const { locale } = useSlot();
  const other = useOptions(kind).find((o) => o.id === value);
  return <>{other ? optionTitle(other, locale) : String(value ?? '')}</>;
}

/** A list cell: a choice by its label, a flag as yes/no, a date and time on the Berlin clock, a reference by its title, anything else as text. */
export function CellValue({ spec, value }: { spec: FieldSpec; value: unknown }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const w = spec.widget;
  if (w.type === 'reference') return <ReferenceCell kind={w.kind} value={value} />;
  if (w.type === 'checkbox') return <>{value ? t('backOffice.yes') : t('backOffice.no')}</>;
  if (w.type === 'choice') return <>{w.values.find((v) => v.value === String(value))?.label[locale] ?? String(value ?? '')}</>;
  // Staff read a date as visitors do (weekday and Berlin time), never as a stored instant.
  if (w.type === 'datetime' && typeof value === 'string' && value) return <>{formatWeekdayDateTime(value, locale)}</>;
  return <>{Array.isArray(value) ? value.join(', ') : String(value ?? '')}</>;
}
